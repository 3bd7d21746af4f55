import { setupServer } from 'msw/node';
import { reset } from './db';
import { handlers } from './handlers';
import { pusherHandlers } from './pusher';
import { forceNextStep, setScenario } from './scenarios';

/**
 * The stand-in backend for Vitest: the HTTP handlers and the Pusher stand-in. Tests call
 * `server.listen({ onUnhandledRequest: 'error' })`, override with `server.use(...)`, and
 * `resetMockBackend()` between tests.
 */
export const server = setupServer(...handlers, ...pusherHandlers);

const SESSION_COOKIES = ['USER_ID', 'EMP_ID', 'USER_TIPO'];

// A browser stores the readable cookies of same-origin answers where page scripts see them
// (document.cookie). MSW answers fetches in-process, so do it here: the header then sees
// USER_ID after a log-in, as on the real site. HttpOnly cookies (sid) stay out of reach of
// scripts; MSW's own cookie jar sends sid back.
server.events.on('response:mocked', ({ request, response }) => {
  if (typeof document === 'undefined' || typeof location === 'undefined') return;
  if (new URL(request.url).origin !== location.origin) return;
  for (const cookie of response.headers.getSetCookie()) {
    if (!/;\s*httponly/i.test(cookie)) document.cookie = forHappyDom(cookie);
  }
});

/** Restores the seeded data and the 'normal' scenario, and forgets the page's session cookies. */
export function resetMockBackend(): void {
  reset();
  setScenario('normal');
  forceNextStep(undefined);
  if (typeof document === 'undefined') return;
  for (const name of SESSION_COOKIES) document.cookie = `${name}=; Path=/; ${EXPIRED}`;
}

const EXPIRED = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';

/** happy-dom keeps a cookie set with Max-Age=0 (or -1) until the clock moves on; a past Expires removes it at once. */
function forHappyDom(cookie: string): string {
  return cookie.replace(/Max-Age=-?\d+\b/i, (age) => (/=-|=0\b/.test(age) ? EXPIRED : age));
}
