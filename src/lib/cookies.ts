import Cookies from 'js-cookie';

/** Spec §9: persistent cookies last 9999 days by default, SameSite Lax. */
export const PERSISTENT_COOKIE_DAYS = 9999;

/** Reads a cookie; undefined when absent. */
export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/** Writes a cookie for the whole site (SameSite Lax); `days` defaults to the persistent 9999. */
export function writeCookie(name: string, value: string, days: number = PERSISTENT_COOKIE_DAYS): void {
  Cookies.set(name, value, { expires: days, path: '/', sameSite: 'Lax' });
}

/** Removes a site-wide cookie. */
export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
