import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { logInAs, MALFORMED_ID_COOKIES, useMockBackend } from '../../mocks/testing';
import { emit } from '../lib/events';
import { refreshSession, sessionFromCookies, sessionStore, verifySession } from './session';

useMockBackend();

const SESSION_COOKIES = ['USER_ID', 'EMP_ID', 'USER_TIPO'];
const expireCookie = (name: string, path = '/') => (document.cookie = `${name}=; path=${path}; max-age=-1`);

afterEach(() => {
  for (const name of SESSION_COOKIES) expireCookie(name);
  refreshSession();
});

/** Records the paths the stand-in server receives until `stop()`. */
function recordRequests() {
  const paths: string[] = [];
  const listen = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.events.on('request:start', listen);
  return { paths, stop: () => server.events.removeListener('request:start', listen) };
}

it('follows the cookies the server sets at log-in when auth:done is emitted', async () => {
  refreshSession();
  expect(sessionStore.getState().status).toBe('anonymous');
  await logInAs('vendor');
  emit('auth:done', { type: 'vendor' });
  expect(sessionStore.getState()).toMatchObject({ status: 'vendor', vendorId: 1000 });
  await expect(verifySession()).resolves.toBe(true);
  expect(sessionStore.getState().verified).toBe(true);
});

it('keeps the cookie view when the session check cannot be reached', async () => {
  await logInAs('couple');
  refreshSession();
  server.use(http.get('*/com-VerificaLayerSession.php', () => HttpResponse.error()));
  await expect(verifySession()).resolves.toBe(true);
  expect(sessionStore.getState()).toMatchObject({ status: 'user', userId: 1, verified: false });
});

it('asks the server once per page, however many widgets verify the session', async () => {
  await logInAs('couple');
  refreshSession();
  const requests = recordRequests();
  try {
    await expect(Promise.all([verifySession(), verifySession()])).resolves.toEqual([true, true]);
    await expect(verifySession()).resolves.toBe(true);
    expect(requests.paths.filter((path) => path === '/com-VerificaLayerSession.php')).toHaveLength(1);
  } finally {
    requests.stop();
  }
});

describe('ids in the session cookies', () => {
  it.each([
    ['USER_ID', '12', 'user', { status: 'user', userId: 12, channel: 'private-user-12' }],
    ['EMP_ID', '1000', 'vendor', { status: 'vendor', vendorId: 1000, channel: 'private-vendor-1000' }],
    ['EMP_ID', '9007199254740991', 'vendor', { status: 'vendor', vendorId: Number.MAX_SAFE_INTEGER, channel: 'private-vendor-9007199254740991' }],
  ])('reads %s=%s as that account and its private channel', (name, value, type, expected) => {
    document.cookie = `USER_TIPO=${type}; path=/`;
    document.cookie = `${name}=${value}; path=/`;
    expect(sessionFromCookies()).toEqual({ ...expected, verified: false });
  });

  it.each<readonly [string, string, string]>([
    ...MALFORMED_ID_COOKIES,
    ['USER_ID', '0', 'user'],
    ['USER_ID', '007', 'user'],
    ['USER_ID', '12.0', 'user'],
    ['USER_ID', '12abc', 'user'],
    ['USER_ID', '%2012', 'user'],
    ['USER_ID', '', 'user'],
    ['EMP_ID', '9007199254740993', 'vendor'],
  ])('reads %s=%s as an anonymous visitor', (name, value, type) => {
    document.cookie = `USER_TIPO=${type}; path=/`;
    document.cookie = `${name}=${value}; path=/`;
    expect(sessionFromCookies()).toEqual({ status: 'anonymous', verified: false });
  });

  it('reads an id the page sees twice (two paths) as absent', () => {
    const home = location.href;
    const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
    document.cookie = 'USER_ID=1; path=/';
    happyDOM.setURL(new URL('/biz/rosewood-estate-1000.html', home).href);
    try {
      document.cookie = 'USER_ID=2; path=/biz';
      expect(sessionFromCookies()).toEqual({ status: 'anonymous', verified: false });
    } finally {
      expireCookie('USER_ID', '/biz');
      happyDOM.setURL(home);
    }
    // Back on a page that sees one copy, that copy is the session.
    expect(sessionFromCookies()).toEqual({ status: 'user', userId: 1, verified: false, channel: 'private-user-1' });
  });
});

it('drops the answer of a check asked before the session was read again (a log-in or log-out meanwhile)', async () => {
  // A check asked while the visitor had no session, answered after a log-in: its 'not logged in' is stale.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get(
      '*/com-VerificaLayerSession.php',
      async () => {
        await answered;
        return HttpResponse.text('KO');
      },
      { once: true },
    ),
  );
  await logInAs('vendor');
  refreshSession();
  const stale = verifySession();
  for (const name of SESSION_COOKIES) expireCookie(name);
  await logInAs('couple');
  refreshSession();
  answer();
  await stale;
  expect(sessionStore.getState()).toMatchObject({ status: 'user', userId: 1 });
});
