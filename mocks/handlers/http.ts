import { HttpResponse } from 'msw';
import { createContext, type PageContext } from '../../fixtures/pages/site';
import { isInsideApp } from '../../src/lib/native-app';
import { APP_LOGIN_DAYS } from '../../src/lib/native-bridge';
import { sessionOf, type Actor, type Session } from '../db';

// HTTP helpers shared by the handlers: sessions as cookies, native form posts, refusals.

/** The logged-in actor of a request, from its `sid` cookie. */
export function actorOf(cookies: Record<string, string>): Session | undefined {
  return sessionOf(cookies);
}

/** The logged-in user (couple or guest) of a request. */
export function userOf(cookies: Record<string, string>): Actor | undefined {
  const actor = actorOf(cookies);
  return actor?.type === 'user' ? actor : undefined;
}

/** The logged-in vendor of a request. */
export function vendorOf(cookies: Record<string, string>): Actor | undefined {
  const actor = actorOf(cookies);
  return actor?.type === 'vendor' ? actor : undefined;
}

const readable = 'Path=/; SameSite=Lax';

/**
 * The cookies a log-in or sign-up sets. `sid` comes first and a browser's set carries no Max-Age
 * or Expires: MSW's own cookie jar (tests) reads a response's cookies as one joined string,
 * keeping the first cookie with every attribute that follows.
 *
 * Spec §6: a log-in inside the native app (its User-Agent, as the page reads it) persists, 365
 * days for a couple or guest and 14 for anyone else; every cookie of the set then lasts as long.
 */
export function sessionCookies(session: Session, request?: Request): [string, string][] {
  const days = request && isInsideApp(request.headers.get('User-Agent') ?? '') ? (session.type === 'user' ? APP_LOGIN_DAYS.user : APP_LOGIN_DAYS.other) : 0;
  const lasting = days ? `; Max-Age=${days * 24 * 60 * 60}` : '';
  return [
    ['Set-Cookie', `sid=${session.sid}; Path=/; HttpOnly; SameSite=Lax${lasting}`],
    ['Set-Cookie', `${session.type === 'user' ? 'USER_ID' : 'EMP_ID'}=${session.id}; ${readable}${lasting}`],
    ['Set-Cookie', `USER_TIPO=${session.type}; ${readable}${lasting}`],
  ];
}

/**
 * The cookies a log-out clears. Max-Age=-1 rather than 0: happy-dom keeps a Max-Age=0 cookie
 * (as an empty value) for the rest of that millisecond, which made the log-out test flaky.
 */
export function clearedSessionCookies(): [string, string][] {
  return ['sid', 'USER_ID', 'EMP_ID', 'USER_TIPO'].map((name) => ['Set-Cookie', `${name}=; ${readable}; Max-Age=-1`]);
}

/** JSON with cookies set (the cookies must be in the init for MSW to see them). */
export function jsonWithCookies(body: unknown, cookies: [string, string][]): Response {
  return HttpResponse.json(body as never, { headers: cookies });
}

/** All ajax calls send X-Requested-With (spec §7); a native form post or link does not. */
export function isNativeRequest(request: Request): boolean {
  return !request.headers.has('X-Requested-With');
}

/** 303 See Other, as PHP answers a native form post (cookies set on the way). */
export function redirect(location: string, cookies: [string, string][] = []): Response {
  return new HttpResponse(null, { status: 303, statusText: 'See Other', headers: [['Location', location], ...cookies] });
}

/** The page a request came from (its Referer), when it is on this site. */
function refererOf(request: Request): URL | undefined {
  // A server reads the Referer header; a Request built in a page (happy-dom) keeps it as `referrer` only.
  const referer = request.headers.get('Referer') ?? (/^https?:/.test(request.referrer) ? request.referrer : null);
  if (!referer) return undefined;
  const origin = new URL(request.url).origin;
  const page = new URL(referer, origin);
  // Never trust a forged Referer that points off-site.
  return page.origin === origin ? page : undefined;
}

/** Back to the page the form was on (its Referer), with extra query parameters, e.g. sent=1. */
export function backToReferer(request: Request, params: Record<string, string>, fallback = '/'): string {
  const target = refererOf(request);
  if (!target) return withParams(fallback, params);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.pathname + target.search;
}

/**
 * The render context of an HTML fragment: that of the page it goes into (its Referer, whose
 * ?country= the fixture site keeps), so its links and labels match the page's.
 */
export function fragmentContext(request: Request): PageContext {
  return createContext(refererOf(request) ?? new URL(request.url), { bundleSrc: '', headExtra: '' });
}

function withParams(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

export function unauthorized(message = 'Log in to continue.'): Response {
  return HttpResponse.json({ error: message }, { status: 401, statusText: 'Unauthorized' });
}

export function forbidden(message = 'Not allowed.'): Response {
  return HttpResponse.json({ error: message }, { status: 403, statusText: 'Forbidden' });
}

export function notFound(message = 'Not found.'): Response {
  return HttpResponse.json({ error: message }, { status: 404, statusText: 'Not Found' });
}
