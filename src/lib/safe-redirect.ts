import { getSiteConfig } from './config';

/**
 * Where the page may be sent by a server answer (a lead's nextStep redirect_to_url): this site's
 * own origin, or a host the site config names exactly (`redirectHosts`), over https or the page's
 * own protocol. Anything else (a look-alike host, `//evil.example`, anything not http(s)) goes to
 * `fallback` ('/' as the spec says for a missing URL).
 */
export function safeRedirectUrl(url: string | null | undefined, fallback = '/'): string {
  const target = httpUrl(url);
  if (!target) return fallback;
  if (target.origin === location.origin) return target.href;
  const allowedHost = getSiteConfig().redirectHosts.includes(target.hostname);
  const secure = target.protocol === 'https:' || target.protocol === location.protocol;
  return allowedHost && secure && !target.username && !target.password ? target.href : fallback;
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
