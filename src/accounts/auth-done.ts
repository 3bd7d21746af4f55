import { emit } from '../lib/events';
import { sessionFromCookies } from '../state/session';

/**
 * Where a log-in may send the page (spec §4 urlRedirect): a path or URL of this very origin
 * over http(s); anything else (`//evil.example`, `javascript:`, a look-alike host) is dropped.
 */
export function sameOriginRedirect(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  let target: URL;
  try {
    target = new URL(url, location.href);
  } catch {
    return undefined;
  }
  return (target.protocol === 'http:' || target.protocol === 'https:') && target.origin === location.origin ? target.href : undefined;
}

/**
 * Spec §4 "auth done": every widget hears it (the header re-reads the session and shows the
 * account controls, open modals close), then the page goes to urlRedirect when it is ours.
 */
export function finishAuth(urlRedirect?: string | null): void {
  const session = sessionFromCookies();
  emit('auth:done', { type: session.status === 'vendor' ? 'vendor' : 'user' });
  const target = sameOriginRedirect(urlRedirect);
  if (target) location.assign(target);
}
