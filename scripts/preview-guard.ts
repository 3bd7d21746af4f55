import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * Which requests the preview server answers. A page elsewhere can make a browser send
 * requests here: by DNS rebinding (its own name, resolving to 127.0.0.1, in the Host header)
 * or by a cross-site form or text/plain POST. Neither may read pages or drive the stand-in.
 */

/** The Host header names this server: a loopback name or an IP address, with the server's port. */
export function isOwnHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return false;
  }
  if (url.username || url.password || url.pathname !== '/' || Number(url.port || 80) !== port) return false;
  const name = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0;
}

/**
 * The path a request names, as the routes see it: %-escapes decoded and dot segments resolved
 * (`/x/__mock/../__mock/scenario` and `/%5F%5Fmock/scenario` are `/__mock/scenario`).
 * Undefined when it holds a malformed escape: no route can be sure what it names.
 */
export function requestPath(url: string | undefined): string | undefined {
  try {
    return new URL(decodeURIComponent(url ?? '/'), 'http://preview.invalid').pathname;
  } catch {
    return undefined;
  }
}

/**
 * Whether the request reaches a stand-in control (`/__mock/*`). The stand-in's handlers match
 * paths that end in `/__mock/<name>` in any case, behind any prefix, so the check does too; a path that cannot be
 * decoded is taken for one (it is checked, never let through unchecked).
 */
export function isControlCall(url: string | undefined): boolean {
  const path = requestPath(url);
  return path === undefined || /(^|\/)__mock(\/|$)/i.test(path);
}

/**
 * A control call (`/__mock/*`) or a Pusher socket comes from the preview's own pages: a browser
 * names the calling page's origin, which must be this one; tools that name none (tests in Node,
 * curl) are let through.
 */
export function isSameOriginCall(req: IncomingMessage): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = req.headers.origin;
  return origin === undefined || origin === `http://${req.headers.host ?? ''}`;
}
