import { getSiteConfig } from '../../src/lib/config';
import { openAuth as openAuthLayer } from '../../src/state/account';

export type AuthMode = 'login' | 'signup';

/** The header's Log in and Sign up open the page's one log-in / sign-up layer (its code loads on the first click). */
export function openAuth(mode: AuthMode): Promise<void> {
  return openAuthLayer({ mode, tracking: 'navigation header' });
}

/** Which layer a server link opens: the site's log-in or sign-up page's link, else none. */
export function authModeOf(link: HTMLAnchorElement): AuthMode | undefined {
  const { urls } = getSiteConfig();
  const href = (url: string) => new URL(url, location.href).href;
  if (link.href === href(urls.login)) return 'login';
  if (link.href === href(urls.signup)) return 'signup';
  return undefined;
}
