import { uiMessages as m } from '../messages';
import { required, satisfies, type Rule } from './rules';

/** Spec §9: sign-up passwords are 8 to 48 characters. */
export const SIGNUP_PASSWORD_MIN = 8;
export const SIGNUP_PASSWORD_MAX = 48;

const ONE_MAIL = /^[^\s@,;]+@[^\s@,;]+\.[a-z]{2,}$/i;
const PRIVATE_RELAY = /@privaterelay\.appleid\.com$/i;

/** Spec §5: every address of the field (split by comma, semicolon or space) has the standard pattern. */
export function isMailList(value: string): boolean {
  const addresses = value.split(/[,;\s]+/).filter(Boolean);
  return addresses.length > 0 && addresses.every((address) => ONE_MAIL.test(address));
}

/** An Apple private-relay address, which a form takes only when it says so. */
export function isPrivateRelay(value: string): boolean {
  return value.split(/[,;\s]+/).some((address) => PRIVATE_RELAY.test(address));
}

/** Spec §5: 8 to 48 characters, one lowercase, one capital, one digit, no spaces. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= SIGNUP_PASSWORD_MIN &&
    password.length <= SIGNUP_PASSWORD_MAX &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    !/\s/.test(password)
  );
}

/** The e-mail rules of every account form (log-in, sign-up, vendor sign-up): there, and each address well formed. */
export const mailRules: Rule[] = [required(m.mailInvalid), satisfies(isMailList, m.mailInvalid)];
