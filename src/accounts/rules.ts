import { getSiteConfig } from '../lib/config';
import { minLength, required, satisfies, type Rule } from '../ui/form';
import { accountMessages as m } from './messages';

/** Spec §9: log-in password minimum; sign-up passwords are 8 to 48 characters. */
export const LOGIN_PASSWORD_MIN = 6;
export const SIGNUP_PASSWORD_MIN = 8;
export const SIGNUP_PASSWORD_MAX = 48;
/** Spec §6/§9: the sign-up role value that reveals the other-role field. */
export const OTHER_ROLE = '8';

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

/** A YYYY-MM-DD date that exists. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The e-mail rules shared by log-in and sign-up: there, and each address well formed. */
export const mailRules: Rule[] = [required(m.mail), satisfies(isMailList, m.mail)];

/** Spec §5: log-in checks the password's minimum before sending. */
export const loginRules: Record<string, Rule[]> = {
  mail: mailRules,
  password: [required(m.loginPassword), minLength(LOGIN_PASSWORD_MIN, m.loginPassword, { trim: false })],
};

/**
 * Spec §5: the sign-up form's local rules. The name minimum is the server's (the name input's
 * minlength: minCharactersNameAllowed); a private-relay Apple address passes only when the
 * form allows it (`data-allow-private-relay` on the form, or the site config's feature
 * `allowPrivateRelayMail`). Server checks are added by the form.
 */
export function signupRules(nameMin: number, form?: HTMLFormElement): Record<string, Rule[]> {
  const allowRelay = form?.hasAttribute('data-allow-private-relay') === true || getSiteConfig().features.allowPrivateRelayMail === true;
  return {
    NombreCompleto: [required(m.nameRequired), minLength(nameMin, m.nameTooShort(nameMin))],
    Mail: [...mailRules, satisfies((value) => allowRelay || !isPrivateRelay(value), m.mail)],
    Password: [required(m.password), satisfies(isStrongPassword, m.password)],
    Rol: [required(m.role)],
    RolOtro: [required(m.role)],
    txtStrPoblacion: [(_, form) => (cityChosen(form) ? undefined : m.city)],
    Pais: [required(m.country)],
    Fecha: [satisfies(isIsoDate, m.eventDate)],
    legal: [required(m.legal)],
  };
}

/** Spec §5: a region or a city id, which the city autocomplete fills. */
function cityChosen(form: HTMLFormElement): boolean {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  return Boolean(value('Provincia') || value('Poblacion'));
}
