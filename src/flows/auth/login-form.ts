import { login } from '../../api/accounts';
import { call } from '../../api/call';
import { enhanceForm, type FormKit } from '../../ui/form';
import { finishAuth } from './auth-done';
import { loginRules } from './rules';
import { ACCOUNT_TRACKING } from './tracking';

function text(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Spec §4 log-in: checks before sending, sends mail and password, and on success finishes the
 * auth (with the layer's urlRedirect); otherwise the server's errorMessage shows in the
 * form's general area.
 */
export function enhanceLoginForm(form: HTMLFormElement, urlRedirect?: string): FormKit {
  return enhanceForm(form, {
    rules: loginRules,
    tracking: ACCOUNT_TRACKING.login,
    async submit() {
      const result = await call(login, { mail: text(form, 'mail').trim(), password: text(form, 'password') });
      if (!result.ok) return { ok: false, error: result.error };
      if (result.data.status !== 'success') return { ok: false, message: result.data.errorMessage ?? '' };
      finishAuth(text(form, 'urlRedirect') || urlRedirect);
      return { ok: true };
    },
  });
}
