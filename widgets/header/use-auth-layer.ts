import { prefetchLayer } from '../../src/flows/auth/layer-prefetch';
import { getSiteConfig } from '../../src/lib/config';
import { openAuth as openAuthLayer } from '../../src/state/account';

export type AuthMode = 'login' | 'signup';

/** The header's Log in and Sign up open the page's one log-in / sign-up layer (its code loads on the first click). */
export function openAuth(mode: AuthMode): Promise<void> {
  return openAuthLayer({ mode, tracking: 'navigation header' });
}

/**
 * The server header's Log in and Sign up: the layer's form is asked for at the click, with plain
 * fetch (layer-prefetch.ts), beside the layer's code and the sanitizer's, all in one wave: this
 * chunk brings neither the calls' client nor its schemas.
 */
export function openAuthNow(mode: AuthMode): Promise<void> {
  prefetchLayer({ mode, tracking: 'navigation header' });
  // DOMPurify, which the layer's form goes through, is asked for now rather than once the
  // layer's call has started (src/lib/safe-html.ts takes the same module).
  import('dompurify').catch(() => {});
  return openAuth(mode);
}

/** Which layer a server link opens: the site's log-in or sign-up page's link, else none. */
export function authModeOf(link: HTMLAnchorElement): AuthMode | undefined {
  const { urls } = getSiteConfig();
  const href = (url: string) => new URL(url, location.href).href;
  if (link.href === href(urls.login)) return 'login';
  if (link.href === href(urls.signup)) return 'signup';
  return undefined;
}
