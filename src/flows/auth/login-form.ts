import { login } from '../../api/accounts';
import { call } from '../../api/call';
import { enhanceForm, type FormKit } from '../../ui/form/form-kit';
import { uiMessages } from '../../ui/messages';
import { appLoginProxy } from './app-login-proxy';
import { finishAuth } from './auth-done';
import { loginRules } from './rules';
import { ACCOUNT_TRACKING } from './tracking';

function text(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Spec §4 log-in: checks before sending, sends mail and password, and on success finishes the
 * auth (with the layer's urlRedirect); otherwise the server's errorMessage (or, without one,
 * that it failed) shows in the form's general area.
 */
export function enhanceLoginForm(form: HTMLFormElement, urlRedirect?: string): FormKit {
  return enhanceForm(form, {
    rules: loginRules,
    tracking: ACCOUNT_TRACKING.login,
    async submit() {
      const result = await call(login, { mail: text(form, 'mail').trim(), password: text(form, 'password') }, appLoginProxy());
      if (!result.ok) return { ok: false, error: result.error };
      // Spec §8: the server's errorMessage; a refusal without one still says so (as sign-up does).
      if (result.data.status !== 'success') return { ok: false, message: result.data.errorMessage || uiMessages.formFailed };
      finishAuth(text(form, 'urlRedirect') || urlRedirect, { email: text(form, 'mail') });
      return { ok: true };
    },
  });
}
