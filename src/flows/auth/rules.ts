import { getSiteConfig } from '../../lib/config';
import { isIsoDate } from '../../lib/dates';
import { minLength, required, satisfies, type Rule } from '../../ui/form/rules';
import { isPrivateRelay, isStrongPassword, mailRules } from '../../ui/form/field-checks';
import { accountMessages as m } from './messages';

/** Spec §9: log-in password minimum. */
export const LOGIN_PASSWORD_MIN = 6;
/** Spec §6/§9: the sign-up role value that reveals the other-role field. */
export const OTHER_ROLE = '8';


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
