import { getSiteConfig } from './config';

/**
 * Spec §3 pt, its first half: the listing a person used, kept for the session in sessionStorage
 * under the cookie's name: `{"t":last listing type,"o":origin (its URL, where the person goes on
 * from),"r":reduced origin (its tracked section)}`; tracking-cookies.ts adds the last listing (the
 * URL's path) as it writes the cookie with a lead. Apart from the cookie, so a listing's tiles
 * carry only these few bytes. A full or blocked storage keeps nothing: the lead goes without.
 */
export function rememberListing(type: string): void {
  try {
    sessionStorage.setItem('pt', JSON.stringify({ t: type, o: location.href, r: getSiteConfig().reduced }));
  } catch {
    // Nothing kept.
  }
}
