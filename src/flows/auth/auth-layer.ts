import { openFragmentDialog, type FragmentDialogHandle, type FragmentView } from '../../ui/fragment/fragment-dialog';
import type { SocialPrefill } from '../../api/social';
import type { FormKit } from '../../ui/form/form-kit';
import { layerLoader } from './layer-request';
import { enhanceLoginForm } from './login-form';
import { accountMessages as m } from './messages';
import { enhanceSignupForm } from './signup-form';
import { applyPrefill, wireSocialButtons } from './social/social-buttons';
import type { SocialNetwork } from './social/sign-in';

export type AuthMode = 'login' | 'signup';

/** What opened the layer: which form, where to go after, the tracked section, a message to show, an e-mail to prefill. */
export interface AuthRequest {
  mode: AuthMode;
  urlRedirect?: string;
  tracking?: string;
  message?: string;
  mail?: string;
  /** Spec §4 signup-needed: the social network's prefill for the sign-up completion form. */
  prefill?: { data: SocialPrefill; network: SocialNetwork };
}

const MESSAGES = { loading: m.layerLoading, failed: m.layerFailed, retry: m.retry };

/** Shows `request`'s form in the layer; `switchTo` shows another request's in the same layer. */
function viewFor(request: AuthRequest, switchTo: (next: AuthRequest) => void): FragmentView {
  return {
    title: request.mode === 'signup' ? m.signupTitle : m.loginTitle,
    source: layerLoader(request),
    onShow: (container) => showForm(request, container, switchTo),
  };
}

/**
 * The log-in or sign-up layer (spec §2): the server's fragment for the mode, cleaned and enhanced
 * by the form kit, in one accessible dialog that says it is loading and offers a retry when it
 * could not. Its switch link turns it into the other form, which closes the first (spec §4).
 * No React: a tap on Log in waits only for this chunk, the form kit and the form.
 * `onClose` is called once it has closed; `null` when another modal is loading (then closed at once).
 */
export function openAuthDialog(request: AuthRequest, onClose: () => void): FragmentDialogHandle | null {
  let handle: FragmentDialogHandle | null = null;
  const switchTo = (next: AuthRequest) => handle?.show(viewFor(next, switchTo));
  handle = openFragmentDialog({ ...viewFor(request, switchTo), messages: MESSAGES, onClose });
  if (!handle) onClose();
  return handle;
}

/** Shows `request` in an open layer, in place of what it showed. */
export function showInAuthDialog(handle: FragmentDialogHandle, request: AuthRequest): void {
  const switchTo = (next: AuthRequest) => handle.show(viewFor(next, switchTo));
  handle.show(viewFor(request, switchTo));
}

/** Enhances the request's form, shown in `container`; returns the kit's clean-up. */
function showForm(request: AuthRequest, container: HTMLElement, switchTo: (next: AuthRequest) => void): (() => void) | undefined {
  const form = container.querySelector('form');
  if (!form) return undefined;
  // The cleaned form has no action: should the kit ever let a submit through, it stays a POST to nowhere else.
  form.method = 'post';
  const { urlRedirect, tracking } = request;
  wireSwitchLinks(container, (mode) => switchTo({ mode, urlRedirect, tracking }));
  if (request.prefill) {
    applyPrefill(form, request.prefill.data);
    // Signed in with a network already: the completion form offers no other.
    container.querySelector('.social-login')?.remove();
  }
  const kit = enhance(form, request, switchTo);
  wireSocialButtons(container, {
    urlRedirect,
    showMessage: (message) => kit.showMessage(message),
    completeSignup: (data, network) => switchTo({ mode: 'signup', urlRedirect, tracking, prefill: { data, network } }),
  });
  const mailField = form.elements.namedItem('mail');
  if (request.mail && mailField instanceof HTMLInputElement) mailField.value = request.mail;
  if (request.message) kit.showMessage(request.message, false);
  form.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  return () => kit.destroy();
}

/** The fragment's links to the other form (`data-switch`) switch the layer instead. */
function wireSwitchLinks(container: HTMLElement, switchTo: (mode: AuthMode) => void): void {
  container.querySelectorAll<HTMLAnchorElement>('a[data-switch]').forEach((link) => {
    const mode = link.dataset.switch;
    if (mode !== 'login' && mode !== 'signup') return;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      switchTo(mode);
    });
  });
}

function enhance(form: HTMLFormElement, request: AuthRequest, switchTo: (next: AuthRequest) => void): FormKit {
  const { urlRedirect, tracking } = request;
  if (request.mode === 'login') return enhanceLoginForm(form, urlRedirect);
  return enhanceSignupForm(form, {
    urlRedirect,
    network: request.prefill?.network,
    onAlreadyRegistered: (message, mail) => switchTo({ mode: 'login', urlRedirect, tracking, message, mail }),
  });
}
