import { signup, signupFormSchema, type SignupForm } from '../../api/accounts';
import { call } from '../../api/call';
import { getSiteConfig } from '../../lib/config';
import { attachCitySuggest } from '../../ui/city-suggest/city-suggest';
import { enhanceForm, type FormKit } from '../../ui/form/form-kit';
import { uiMessages } from '../../ui/messages';
import { finishAuth } from './auth-done';
import { mailDomainCheck, mailDuplicateCheck } from '../../ui/form/mail-checks';
import { showOrResetRecaptcha } from './recaptcha';
import { OTHER_ROLE, signupRules } from './rules';
import type { SocialNetwork } from './social/sign-in';
import { ACCOUNT_TRACKING } from './tracking';

export interface SignupFormOptions {
  urlRedirect?: string;
  /** The social network whose sign-up this completes (tracked as its own section), if any. */
  network?: SocialNetwork;
  /** Spec §4: an e-mail already registered opens the log-in with this message. */
  onAlreadyRegistered: (message: string, mail: string) => void;
}

const DEFAULT_NAME_MIN = 2;

/**
 * The e-mail checks before the post are advisory (the server checks the address again), so
 * each gives up after this long: without an answer the person hears within 2 × 5 s plus the
 * post's own timeout, not three full timeouts (45 s) of a busy form.
 */
export const MAIL_CHECK_TIMEOUT_MS = 5000;

/**
 * Spec §4/§5 sign-up: the local rules, then the server's domain check (a suggestion the person
 * can click to fill the field) and duplicate check, then the multipart post. The other-role
 * field shows only for role 8; a refused sign-up shows or resets the reCAPTCHA.
 */
export function enhanceSignupForm(form: HTMLFormElement, options: SignupFormOptions): FormKit {
  const nameInput = form.elements.namedItem('NombreCompleto') as HTMLInputElement | null;
  const nameMin = Number(nameInput?.getAttribute('minlength')) || DEFAULT_NAME_MIN;
  const rules = signupRules(nameMin, form);
  // Spec §4: an address already registered opens log-in with the message.
  const registered = (message: string, mail: string) => {
    options.onAlreadyRegistered(message, mail);
    return message;
  };
  const checks = { timeoutMs: MAIL_CHECK_TIMEOUT_MS };
  rules.Mail = [...(rules.Mail ?? []), mailDomainCheck('Mail', checks), mailDuplicateCheck(registered, checks)];
  const stopRole = revealOtherRole(form);
  const stopCity = citySuggestOn(form);
  const kit = enhanceForm(form, {
    rules,
    tracking: options.network ? ACCOUNT_TRACKING.socialSignup(options.network) : ACCOUNT_TRACKING.signup,
    async submit() {
      const result = await call(signup, formPayload(form));
      if (!result.ok) return { ok: false, error: result.error };
      if (result.data.status !== 'success') {
        void showOrResetRecaptcha(form);
        // Spec §8: the body's other fields are not shown; a refusal without a message still says so.
        return { ok: false, message: result.data.message ?? uiMessages.formFailed };
      }
      finishAuth(fieldValue(form, 'urlRedirect') || options.urlRedirect, { name: fieldValue(form, 'NombreCompleto'), email: fieldValue(form, 'Mail') });
      return { ok: true };
    },
  });
  const destroy = kit.destroy;
  kit.destroy = () => {
    stopRole();
    stopCity();
    destroy();
  };
  return kit;
}

function fieldValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** The form's fields under the server's names (spec §3); the contract keeps those it knows. */
function formPayload(form: HTMLFormElement): SignupForm {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = name === 'Password' ? value : value.trim();
  return signupFormSchema.parse(fields);
}

/** Spec §4: role 8 (others) reveals the other-role field; any other role hides it again. */
function revealOtherRole(form: HTMLFormElement): () => void {
  const other = form.elements.namedItem('RolOtro') as HTMLInputElement | null;
  const box = other?.closest<HTMLElement>('.field');
  if (!other || !box) return () => undefined;
  const sync = () => {
    box.hidden = fieldValue(form, 'Rol') !== OTHER_ROLE;
  };
  sync();
  form.addEventListener('change', sync);
  return () => form.removeEventListener('change', sync);
}

/** The city field's autocomplete (spec §2), filling the hidden Poblacion and Provincia ids. */
function citySuggestOn(form: HTMLFormElement): () => void {
  const input = (name: string) => {
    const control = form.elements.namedItem(name);
    return control instanceof HTMLInputElement ? control : undefined;
  };
  const text = input('txtStrPoblacion');
  const cityField = input('Poblacion');
  const regionField = input('Provincia');
  if (!text || !cityField || !regionField) return () => undefined;
  const country = form.elements.namedItem('Pais');
  const code = country instanceof HTMLInputElement || country instanceof HTMLSelectElement ? country.value : '';
  return attachCitySuggest(text, { cityField, regionField, country: code || getSiteConfig().country });
}
