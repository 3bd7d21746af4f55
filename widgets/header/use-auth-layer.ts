import { openAuth as openAuthLayer } from '../../src/state/account';

export type AuthMode = 'login' | 'signup';

/** The header's Log in and Sign up open the page's one log-in / sign-up layer (its code loads on the first click). */
export function openAuth(mode: AuthMode): void {
  void openAuthLayer({ mode, tracking: 'navigation header' });
}
