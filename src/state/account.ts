import type { AuthRequest } from '../flows/auth/auth-layer';
import { getSiteConfig } from '../lib/config';
import { importAgain } from '../lib/import-again';
import { sessionStore, verifySession } from './session';

// The page's one log-in / sign-up layer, from any widget or flow. Its code (the layer, the form
// kit, the dialog library) loads on first use, never with the caller, and is tried once more
// when it fails (a flaky network, a deploy in between).
const loadLayer = () => importAgain(() => import('../flows/auth/open-auth-layer'));

/**
 * Opens the layer for `request`. When its code cannot load (offline, a deploy removed the
 * chunk), the server's own log-in or sign-up page does the same job.
 */
export function openAuth(request: AuthRequest): Promise<void> {
  return Promise.all([loadLayer(), requestLayerEarly(request)]).then(
    ([{ openAuthLayer }]) => openAuthLayer(request),
    (error: unknown) => goToAuthPage(request.mode, error),
  );
}

/**
 * Asks for the layer's form at the click, beside its code rather than after it; the layer takes
 * the answer once it opens. Should this small chunk not load, the layer asks itself.
 */
function requestLayerEarly(request: AuthRequest): Promise<void> {
  return importAgain(() => import('../flows/auth/layer-prefetch')).then(
    (early) => early.prefetchLayer(request),
    () => {},
  );
}

/** The server's own log-in or sign-up page: the way through when the layer's code cannot load. */
export function goToAuthPage(mode: AuthRequest['mode'], error: unknown): void {
  console.error('[widgets] The log-in layer could not load; going to the page.', error);
  const { urls } = getSiteConfig();
  location.assign(mode === 'login' ? urls.login : urls.signup);
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
  const asked = { mode: 'signup', ...request } as const;
  const [{ ensureLoggedIn }] = await Promise.all([loadLayer(), requestLayerEarly(asked)]);
  return ensureLoggedIn(asked);
}
