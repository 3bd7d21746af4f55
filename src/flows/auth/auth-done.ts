import { emit } from '../../lib/events';
import { sameOriginUrl } from '../../lib/safe-redirect';
import { currentApp, tellAppLoggedIn } from '../../lib/native-bridge';
import { sessionFromCookies } from '../../state/session';
import { focusAccountAfterAuth } from './focus-after-auth';
import { refreshHearts } from './hearts-after-auth';
import { refreshLegacyHeader } from './legacy-header';

/** Who logged in, as the person gave it (the form's fields, or the network's answer). */
export interface AuthAccount {
  name?: string;
  email?: string;
}

/**
 * Spec §4 "auth done": every widget hears it (the header re-reads the session and shows the
 * account controls, open modals close), a PHP header is refreshed, the page's hearts show the
 * account's saved vendors, the native app is told when the page runs inside it,
 * then the page goes to urlRedirect when it is ours. `account` rides on the event, blanks left out.
 */
export function finishAuth(urlRedirect?: string | null, account: AuthAccount = {}): void {
  const session = sessionFromCookies();
  const type = session.status === 'vendor' ? 'vendor' : 'user';
  const name = account.name?.trim();
  const email = account.email?.trim();
  emit('auth:done', { type, ...(name ? { name } : {}), ...(email ? { email } : {}) });
  void refreshLegacyHeader();
  focusAccountAfterAuth();
  // Spec §4: inside the native app, the app is told of the log-in.
  const id = type === 'vendor' ? session.vendorId : session.userId;
  if (id && currentApp()) tellAppLoggedIn(type, id);
  const target = sameOriginUrl(urlRedirect);
  if (target) return location.assign(target);
  // Staying on the page: its hearts show the account's saved vendors.
  void refreshHearts();
}
