import Cookies from 'js-cookie';

/**
 * Spec §9: persistent cookies last 9999 days by default, SameSite Lax. Browsers cap a cookie's
 * lifetime at 400 days (RFC 6265bis; Chrome 104+), so in practice it lasts 400 days from the last
 * write: accepted, as the legacy site's own cookies get the same cap.
 */
export const PERSISTENT_COOKIE_DAYS = 9999;

/**
 * Reads a cookie the page can see. Undefined when it is absent, when its value cannot be
 * decoded, or when the page sees it more than once (set on two paths or domains): the browser
 * does not say which copy is current, and guessing could mean taking another account's id.
 */
export function readCookie(name: string): string | undefined {
  const copies = document.cookie.split(';').filter((pair) => cookieName(pair) === name);
  // js-cookie gives undefined for a value it cannot decode (a broken %-escape).
  return copies.length === 1 ? Cookies.get(name) : undefined;
}

/**
 * An account id cookie (USER_ID, EMP_ID) as the server writes it: decimal digits without sign,
 * exponent, leading zero or spaces, within the safe integers. `Number()` would take '-5', '0x10',
 * '1e3' or 'Infinity', and '1e21' once named the realtime channel `private-vendor-1e+21`.
 */
export function readIdCookie(name: string): number | undefined {
  const value = readCookie(name);
  if (value === undefined || !/^[1-9]\d*$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The name in one `name=value` pair of document.cookie; a pair without `=` is a nameless value. */
function cookieName(pair: string): string {
  const equals = pair.indexOf('=');
  return equals < 0 ? '' : pair.slice(0, equals).trim();
}

/**
 * Writes a cookie for the whole site (SameSite Lax); `days` defaults to the persistent 9999,
 * and 'session' writes no expiry (the cookie ends with the browser session).
 */
export function writeCookie(name: string, value: string, days: number | 'session' = PERSISTENT_COOKIE_DAYS): void {
  Cookies.set(name, value, { expires: days === 'session' ? undefined : days, path: '/', sameSite: 'Lax' });
}

/** Removes a site-wide cookie. */
export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
