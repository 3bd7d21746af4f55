import { sessionStore, verifySession } from '../../src/state/session';

/**
 * Spec §6: the planning tools belong to a couple's account. A session the cookies claim is
 * checked with the server first; without one the sign-up layer opens (log-in a click away), and
 * this resolves true once the person is in, false when they close it. The layer (and the dialog
 * library) loads only then.
 */
export async function ensureAccount(): Promise<boolean> {
  if (sessionStore.getState().status !== 'anonymous') await verifySession();
  if (sessionStore.getState().status !== 'anonymous') return true;
  const { ensureLoggedIn } = await import('../../src/accounts/open-auth-layer');
  return ensureLoggedIn({ mode: 'signup' });
}
