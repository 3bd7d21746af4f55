import { getSiteConfig } from '../../src/lib/config';
import { openAuth as openAuthLayer, warmAuthLayer } from '../../src/state/account';

export type AuthMode = 'login' | 'signup';

/** The header's Log in and Sign up open the page's one log-in / sign-up layer (its code loads on the first click). */
export function openAuth(mode: AuthMode): void {
  void openAuthLayer({ mode, tracking: 'navigation header' });
}

/**
 * The header's head start (its definition's `prepare`): a visitor who touched the server's Log in
 * or Sign up while the header loaded gets the layer's code asked for now, beside the header's
 * render, not after the replayed click. Any other touch (the menu, a link) loads nothing more.
 */
export function warmForTouch(held: Event | undefined): void {
  const link = held?.target instanceof Element ? held.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const { urls } = getSiteConfig();
  const auth = [urls.login, urls.signup].map((url) => new URL(url, location.href).href);
  if (auth.includes(link.href)) warmAuthLayer();
}
