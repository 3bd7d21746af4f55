import { getSiteConfig } from './config';

/**
 * Where the page may be sent by a server answer (a lead's nextStep.redirect_url, a log-in's
 * urlRedirect): this site's own origin, or a host the site config allows. Anything else, and
 * anything that is not http(s), goes to `fallback` ('/' as the spec says for a missing URL).
 */
export function safeRedirectUrl(url: string | null | undefined, fallback = '/'): string {
  if (!url) return fallback;
  let target: URL;
  try {
    target = new URL(url, location.href);
  } catch {
    return fallback;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return fallback;
  if (target.origin === location.origin) return target.href;
  return getSiteConfig().redirectHosts.includes(target.hostname) ? target.href : fallback;
}
