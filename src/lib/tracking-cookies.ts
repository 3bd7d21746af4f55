import { readCookie, writeCookie } from './cookies';

/**
 * Spec §3, §9: the session tracking cookie (stored-values.ts declares it, with its schema), and
 * the sessionStorage key listing-memory.ts keeps the listing under until then (the same name; not
 * imported from there, so that the tiles' module and this one land in no shared chunk).
 */
export const SESSION_TRACKING_COOKIE = 'pt';

/**
 * Before a lead is sent: the pt cookie (session only) takes the last listing used
 * (listing-memory.ts), as JSON with one-letter keys, `{"t":last listing type,"l":last listing,
 * "o":origin,"r":reduced origin}` (the listing is the origin's path), when there is one and the
 * cookie does not hold it already. Only then: any cookie a page writes keeps the PHP site's
 * no-store pages out of the back/forward cache, that page and those already in it (Chromium:
 * CacheControlNoStoreCookieModified). Through cookies.ts, not the stored-values table: no zod.
 */
export function writeSessionTracking(): void {
  let value: string;
  try {
    const kept = JSON.parse(sessionStorage.getItem(SESSION_TRACKING_COOKIE) ?? 'null') as { t?: unknown; o?: unknown; r?: unknown } | null;
    if (typeof kept?.t !== 'string' || typeof kept.o !== 'string') return;
    value = JSON.stringify({ t: kept.t, l: new URL(kept.o).pathname, o: kept.o, ...(typeof kept.r === 'string' ? { r: kept.r } : {}) });
  } catch {
    // Nothing kept, or not what this page keeps: the lead goes without.
    return;
  }
  if (readCookie(SESSION_TRACKING_COOKIE) !== value) writeCookie(SESSION_TRACKING_COOKIE, value, 'session');
}
