import type { SocialPrefill } from '../../../api/social';
import { socialLogin, type SocialFlowContext } from './social-flow';
import type { SocialNetwork } from './sign-in';

const NETWORKS = new Set<string>(['google', 'facebook', 'apple']);

/**
 * The layer's "Continue with Google / Facebook / Apple" buttons (`data-social`, and the
 * network's client id in `data-client-id` when the site has one): each runs its sign-in; while
 * one runs the buttons are busy, so a double click starts one.
 */
export function wireSocialButtons(container: HTMLElement, ctx: SocialFlowContext): void {
  const buttons = Array.from(container.querySelectorAll<HTMLButtonElement>('button[data-social]'));
  let busy = false;
  for (const button of buttons) {
    const network = button.dataset.social ?? '';
    if (!NETWORKS.has(network)) continue;
    button.addEventListener('click', () => {
      if (busy) return;
      busy = true;
      for (const b of buttons) b.setAttribute('aria-disabled', 'true');
      button.setAttribute('aria-busy', 'true');
      void socialLogin(network as SocialNetwork, button.dataset.clientId || undefined, ctx).finally(() => {
        busy = false;
        for (const b of buttons) b.removeAttribute('aria-disabled');
        button.removeAttribute('aria-busy');
      });
    });
  }
}

function hiddenInput(form: HTMLFormElement, name: string, value: string): void {
  const input = form.ownerDocument.createElement('input');
  input.type = 'hidden';
  input.name = name;
  input.value = value;
  form.append(input);
}

/**
 * Spec §3/§4: the completion form after a social sign-in. The network's mail and token travel
 * as the server's hidden fields (with type, Alias, hiddenUserDataUrls and tipoPais=1); the mail field is hidden
 * (the network vouches for it), and so is the password, which a social account does not use.
 */
export function applyPrefill(form: HTMLFormElement, prefill: SocialPrefill): void {
  const name = form.elements.namedItem('NombreCompleto');
  if (name instanceof HTMLInputElement && prefill.name) name.value = prefill.name;
  for (const field of ['Mail', 'Password']) {
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLInputElement) {
      const box = control.closest<HTMLElement>('.field') ?? control;
      box.hidden = true;
      if (field === 'Password') control.disabled = true;
    }
  }
  // The hidden mail field carries the address under the prefill's key; the form's own Mail too.
  for (const key of new Set([prefill.mail.key, 'Mail'])) {
    const mail = form.elements.namedItem(key);
    if (mail instanceof HTMLInputElement) mail.value = prefill.mail.value;
    else hiddenInput(form, key, prefill.mail.value);
  }
  hiddenInput(form, prefill.token.key, prefill.token.value);
  hiddenInput(form, 'type', String(prefill.type));
  if (prefill.alias) hiddenInput(form, 'Alias', prefill.alias);
  // The network's photo: the server takes the person's user-data URLs back with the form.
  if (prefill.photo) hiddenInput(form, 'hiddenUserDataUrls', prefill.photo);
  hiddenInput(form, 'tipoPais', '1');
}
