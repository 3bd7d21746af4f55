import { getSiteConfig } from './config';

/**
 * Where the page may be sent by a server answer (a lead's nextStep.redirect_url, a log-in's
 * urlRedirect): this site's own origin, or a host the site config allows. Anything else, and
 * anything that is not http(s), goes to `fallback` ('/' as the spec says for a missing URL).
 */
export function safeRedirectUrl(url: string | null | undefined, fallback = '/'): string {
  const target = httpUrl(url);
  if (!target) return fallback;
  if (target.origin === location.origin) return target.href;
  return getSiteConfig().redirectHosts.includes(target.hostname) ? target.href : fallback;
}

/**
 * Where a log-in may send the page (its urlRedirect): this very origin only. `//evil.example`,
 * `javascript:` and look-alike hosts give undefined.
 */
export function sameOriginUrl(url: string | null | undefined): string | undefined {
  const target = httpUrl(url);
  return target?.origin === location.origin ? target.href : undefined;
}

/**
 * `value` as a path of this site (`/path?query`), for a server form's action: only a path that
 * the URL parser, reading it as the browser will, keeps on this origin. A regex cannot say so:
 * `/<TAB>/evil.example/x` passes `^/(?![/\\])`, and the browser, dropping the tab, posts to
 * evil.example.
 */
export function sitePath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/')) return undefined;
  const target = httpUrl(value);
  return target?.origin === location.origin ? target.pathname + target.search : undefined;
}

/** `url` read against this page, when it is an http(s) URL. */
function httpUrl(url: string | null | undefined): URL | undefined {
  if (!url) return undefined;
  try {
    const target = new URL(url, location.href);
    return target.protocol === 'https:' || target.protocol === 'http:' ? target : undefined;
  } catch {
    return undefined;
  }
}
