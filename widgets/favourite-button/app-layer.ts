import { refreshHearts } from '../../src/flows/auth/hearts-after-auth';
import { emit } from '../../src/lib/events';
import { isInsideApp } from '../../src/lib/native-app';
import { askApp } from '../../src/lib/native-bridge';
import { refreshSession, sessionStore, verifySession } from '../../src/state/session';

/** What the app's own log-in layer came to: logged in, closed, or not there (an older app: the web's layer then). */
export type AppLayerOutcome = 'logged-in' | 'cancelled' | 'unavailable';

/**
 * Spec §6: favouriting needs an account; inside the native app (where the site config enables it:
 * `features.appFavouritesLayer`) the app's own log-in layer asks for it, through the bridge
 * (`{ action: 'favouritesLogin', requestId, vendorId }`). The app answers
 * `window.everwedBridge.answer(requestId, { loggedIn: true })` once the person is in (it has set
 * the web view's session cookies), anything else when they closed it. The page then re-reads the
 * session, tells its widgets (auth:done) and shows the account's saved vendors on every heart, as
 * after the web's layer.
 */
export async function appFavouritesLayer(vendorId: number): Promise<AppLayerOutcome> {
  if (!isInsideApp()) return 'unavailable';
  const answer = await askApp((requestId) => ({ action: 'favouritesLogin', requestId, vendorId }));
  if (answer === undefined) return 'unavailable';
  if ((answer as { loggedIn?: unknown } | null)?.loggedIn !== true) return 'cancelled';
  refreshSession();
  await verifySession();
  const session = sessionStore.getState();
  if (session.status === 'anonymous') return 'cancelled';
  emit('auth:done', { type: session.status === 'vendor' ? 'vendor' : 'user' });
  // As after the web's layer: every heart of the page shows the account's saved vendors.
  void refreshHearts();
  return 'logged-in';
}
