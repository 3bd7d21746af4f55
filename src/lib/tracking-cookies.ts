import { readCookie, writeCookie } from './cookies';

/** Spec §3, §9: the session tracking cookie (stored-values.ts declares it, with its schema). */
export const SESSION_TRACKING_COOKIE = 'pt';

/** Spec §3: what the session tracking cookie pt holds. */
export interface SessionTracking {
  lastListingType?: string;
  lastListing?: string;
  origin?: string;
  reducedOrigin?: string;
}

/**
 * pt as stored: JSON with one-letter keys, `{"t":last listing type,"l":last listing,"o":origin,
 * "r":reduced origin}`, absent fields left out (stored-values.ts's `sessionTracking` reads it).
 */
function encode({ lastListingType: t, lastListing: l, origin: o, reducedOrigin: r }: SessionTracking): string {
  return JSON.stringify(Object.fromEntries(Object.entries({ t, l, o, r }).filter(([, field]) => field !== undefined)));
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * A listing used (a tile clicked): kept for the session, not yet in the cookie. Any cookie a
 * page writes keeps the PHP site's no-store pages out of the back/forward cache, that page and
 * those already in it (Chromium: CacheControlNoStoreCookieModified), so the cookie is written only
 * with the lead that needs it (`writeSessionTracking`).
 */
export function rememberListing(tracking: SessionTracking): void {
  try {
    session()?.setItem(SESSION_TRACKING_COOKIE, encode(tracking));
  } catch {
    // A full or blocked storage: the lead goes without it.
  }
}

/**
 * Before a lead is sent: the pt cookie (session only) takes the last listing used, when there is
 * one and the cookie does not hold it already. Through cookies.ts, not the stored-values table:
 * no zod for this.
 */
export function writeSessionTracking(): void {
  let value: string | null | undefined;
  try {
    value = session()?.getItem(SESSION_TRACKING_COOKIE);
  } catch {
    return;
  }
  if (value && readCookie(SESSION_TRACKING_COOKIE) !== value) writeCookie(SESSION_TRACKING_COOKIE, value, 'session');
}
