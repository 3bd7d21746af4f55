import { useEffect, useState } from 'react';
import { call } from '../../api/call';
import { loginLayer, signupLayer } from '../../api/layers';
import { sanitizeFormHtml } from '../../lib/safe-html';
import { Modal } from '../../ui';
import type { SocialPrefill } from '../../api/social';
import type { FormKit } from '../../ui/form';
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

type Load = 'loading' | 'ready' | 'failed';

/**
 * The log-in or sign-up layer (spec §2): the server's fragment for the mode, cleaned (its form
 * stays, nothing of it runs) and enhanced by the form kit, in one accessible modal. Its
 * switch link turns it into the other form, which closes the first (spec §4).
 */
export function AuthLayer({ request, onClose }: { request: AuthRequest | null; onClose: () => void }) {
  const [current, setCurrent] = useState(request);
  // What the last form shown came to, for which request and attempt: anything else is loading.
  const [outcome, setOutcome] = useState<{ request: AuthRequest; attempt: number; ok: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A callback ref: the dialog's content mounts only once the modal stack admits it.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [shownRequest, setShownRequest] = useState(request);
  if (request !== shownRequest) {
    setShownRequest(request);
    setCurrent(request);
  }

  useEffect(() => {
    if (!current || !container) return undefined;
    let kit: FormKit | undefined;
    let cancelled = false;
    container.replaceChildren();
    void showForm(current, container, (next) => setCurrent(next), () => cancelled)
      .catch((error: unknown) => {
        console.error('[widgets] The log-in / sign-up layer failed.', error);
        return undefined;
      })
      .then((shown) => {
        if (cancelled) return shown?.destroy();
        kit = shown;
        setOutcome({ request: current, attempt, ok: Boolean(shown) });
      });
    return () => {
      cancelled = true;
      kit?.destroy();
    };
  }, [current, attempt, container]);

  const load: Load = outcome?.request === current && outcome.attempt === attempt ? (outcome.ok ? 'ready' : 'failed') : 'loading';
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={current?.mode === 'signup' ? m.signupTitle : m.loginTitle}
      loading={load === 'loading'}
    >
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a p with role status is announced everywhere; <output> is not */}
      {load === 'loading' && <p role="status">{m.layerLoading}</p>}
      {load === 'failed' && (
        <div role="alert">
          <p>{m.layerFailed}</p>
          <button type="button" className="btn btn--primary" onClick={() => setAttempt((n) => n + 1)}>
            {m.retry}
          </button>
        </div>
      )}
      <div ref={setContainer} className="auth-layer" />
    </Modal>
  );
}

/**
 * Fetches, cleans and enhances the request's form in `container`; undefined when it could not,
 * or when another request took its place meanwhile (`superseded`): a late answer never
 * replaces the form shown.
 */
async function showForm(
  request: AuthRequest,
  container: HTMLElement,
  switchTo: (next: AuthRequest) => void,
  superseded: () => boolean,
): Promise<FormKit | undefined> {
  const endpoint = request.mode === 'login' ? loginLayer : signupLayer;
  const result = await call(endpoint, { isResponsive: 1, urlRedirect: request.urlRedirect, tracking: request.tracking });
  if (!result.ok) return undefined;
  let fragment: DocumentFragment;
  try {
    fragment = await sanitizeFormHtml(result.data);
  } catch {
    return undefined;
  }
  // The modal names itself: the fragment's own heading would say it twice.
  fragment.querySelector('h1, h2')?.remove();
  fragment.querySelectorAll('[aria-labelledby]').forEach((el) => el.removeAttribute('aria-labelledby'));
  const form = fragment.querySelector('form');
  if (!form || superseded()) return undefined;
  // The cleaned form has no action: should the kit ever let a submit through, it stays a POST to nowhere else.
  form.method = 'post';
  container.replaceChildren(fragment);
  container.querySelectorAll<HTMLAnchorElement>('a[data-switch]').forEach((link) => {
    const mode = link.dataset.switch;
    if (mode !== 'login' && mode !== 'signup') return;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      switchTo({ mode, urlRedirect: request.urlRedirect, tracking: request.tracking });
    });
  });
  if (request.prefill) {
    applyPrefill(form, request.prefill.data);
    // Signed in with a network already: the completion form offers no other.
    container.querySelector('.social-login')?.remove();
  }
  const kit =
    request.mode === 'login'
      ? enhanceLoginForm(form, request.urlRedirect)
      : enhanceSignupForm(form, {
          urlRedirect: request.urlRedirect,
          network: request.prefill?.network,
          onAlreadyRegistered: (message, mail) => switchTo({ mode: 'login', urlRedirect: request.urlRedirect, tracking: request.tracking, message, mail }),
        });
  wireSocialButtons(container, {
    urlRedirect: request.urlRedirect,
    showMessage: (message) => kit.showMessage(message),
    completeSignup: (data, network) => switchTo({ mode: 'signup', urlRedirect: request.urlRedirect, tracking: request.tracking, prefill: { data, network } }),
  });
  const mailField = form.elements.namedItem('mail');
  if (request.mail && mailField instanceof HTMLInputElement) mailField.value = request.mail;
  if (request.message) kit.showMessage(request.message, false);
  form.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  return kit;
}
