import type { AuthRequest } from '../flows/auth/auth-layer';
import { getSiteConfig } from '../lib/config';
import { sessionStore, verifySession } from './session';

// The page's one log-in / sign-up layer, from any widget or flow. Its code (the layer, the form
// kit, the dialog library) loads on first use, never with the caller.

/**
 * Opens the layer for `request`. When its code cannot load (offline, a deploy removed the
 * chunk), the server's own log-in or sign-up page does the same job.
 */
export function openAuth(request: AuthRequest): Promise<void> {
  return import('../flows/auth/open-auth-layer').then(
    ({ openAuthLayer }) => openAuthLayer(request),
    (error: unknown) => {
      console.error('[widgets] The log-in layer could not load; going to the page.', error);
      const { urls } = getSiteConfig();
      location.assign(request.mode === 'login' ? urls.login : urls.signup);
    },
  );
}

/**
 * Spec §6: what needs an account asks for it. A session the cookies claim is checked with the
 * server first (cached for the page); without one the layer opens (sign-up unless `request`
 * says otherwise, log-in a click away). Resolves true once the person is in, false when they
 * close the layer; rejects when the layer's code could not load, so the caller can offer its
 * own way through (the page a link points to, a failure message).
 */
export async function requireAccount(request: Partial<AuthRequest> = {}): Promise<boolean> {
  if (sessionStore.getState().status !== 'anonymous') await verifySession();
  if (sessionStore.getState().status !== 'anonymous') return true;
  const { ensureLoggedIn } = await import('../flows/auth/open-auth-layer');
  return ensureLoggedIn({ mode: 'signup', ...request });
}
