import { emit } from '../../lib/events';
import { sameOriginUrl } from '../../lib/safe-redirect';
import { currentApp, tellAppLoggedIn } from '../../lib/native-bridge';
import { sessionFromCookies } from '../../state/session';
import { focusAccountAfterAuth } from './focus-after-auth';
import { refreshHearts } from './hearts-after-auth';
import { refreshLegacyHeader } from './legacy-header';

/**
 * Spec §4 "auth done": every widget hears it (the header re-reads the session and shows the
 * account controls, open modals close), a PHP header is refreshed, the page's hearts show the
 * account's saved vendors, the native app is told when the page runs inside it,
 * then the page goes to urlRedirect when it is ours.
 */
export function finishAuth(urlRedirect?: string | null): void {
  const session = sessionFromCookies();
  const type = session.status === 'vendor' ? 'vendor' : 'user';
  emit('auth:done', { type });
  void refreshLegacyHeader();
  void refreshHearts();
  focusAccountAfterAuth();
  // Spec §4: inside the native app, the app is told of the log-in.
  const id = type === 'vendor' ? session.vendorId : session.userId;
  if (id && currentApp()) tellAppLoggedIn(type, id);
  const target = sameOriginUrl(urlRedirect);
  if (target) location.assign(target);
}
