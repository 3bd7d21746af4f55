import { createStore } from 'zustand/vanilla';
import { readCookie, readIdCookie } from '../lib/cookies';
import { accountChannel, type RealtimeChannel } from '../api/realtime-channels';
import { checkSession } from '../api/session-check';
import { on } from '../lib/events';
import { queryAll } from '../lib/dom-query';

export type SessionStatus = 'anonymous' | 'user' | 'vendor';

export interface SessionState {
  status: SessionStatus;
  /** USER_ID for a couple or guest. */
  userId?: number;
  /** EMP_ID for a vendor. */
  vendorId?: number;
  /** Whether the server confirmed the session (session check answered 'OK'). */
  verified: boolean;
  /**
   * Spec §7: the account's private realtime channel, derived with the status in one update, so
   * a view that defers the session never pairs a status with another session's id.
   */
  channel?: RealtimeChannel;
}

/**
 * Reads the session the server left in cookies (USER_ID, EMP_ID, USER_TIPO). An id that is
 * not a plain positive integer, or a cookie that is malformed or set twice, reads as absent:
 * the visitor is anonymous rather than someone with a made-up id.
 */
export function sessionFromCookies(): SessionState {
  const type = readCookie('USER_TIPO');
  const userId = readIdCookie('USER_ID');
  const vendorId = readIdCookie('EMP_ID');
  if (type === 'vendor' && vendorId) return { status: 'vendor', vendorId, verified: false, channel: accountChannel('vendor', vendorId) };
  if (userId) return { status: 'user', userId, verified: false, channel: accountChannel('user', userId) };
  return { status: 'anonymous', verified: false };
}

/** Whether two session states are the same account (a view the page keeps since stays right for it). */
export function sameAccount(a: SessionState, b: SessionState): boolean {
  return a.status === b.status && a.userId === b.userId && a.vendorId === b.vendorId;
}

/** The logged-in state shared by every widget of the page. */
export const sessionStore = createStore<SessionState>(() => sessionFromCookies());

let check: Promise<boolean> | undefined;

/**
 * Spec §6: the session is verified by the session-check call ('OK' means logged in) and the
 * answer is cached for the page. A failed check leaves the cookie view as it is.
 */
export function verifySession(): Promise<boolean> {
  if (check) return check;
  const asked: Promise<boolean> = askServer().then((answer) => {
    // The session was read again while it was asked (a log-in, a log-out): its answer is about
    // cookies that are gone, and the check asked since says what is true now.
    if (check !== asked) return verifySession();
    if (answer === undefined) return sessionStore.getState().status !== 'anonymous';
    const loggedIn = answer === 'OK';
    sessionStore.setState(loggedIn ? { ...sessionFromCookies(), verified: true } : { status: 'anonymous', verified: true }, true);
    return loggedIn;
  });
  check = asked;
  return asked;
}

/**
 * The session check's answer, or undefined when it failed. Its module is in this chunk (the
 * build's `session` chunk): a visitor's page, which never checks, never downloads either.
 */
const askServer = (): Promise<string | undefined> => checkSession().catch(() => undefined);

/** Re-reads the cookies and forgets the cached check (after log-in, log-out). */
export function refreshSession(): void {
  check = undefined;
  sessionStore.setState(sessionFromCookies(), true);
  wakeSessionWidgets();
}

/**
 * Widgets that show the session but wait for a touch (a visitor's header, `data-wake-on="session"`)
 * mount when it changes on the page, as a passing pointer would wake them: a couple who logs in
 * through a heart's layer sees the header's account at once.
 */
function wakeSessionWidgets(): void {
  if (typeof document === 'undefined') return;
  for (const el of queryAll('[data-wake-on~="session"][data-widget-state="pending"]')) el.dispatchEvent(new Event('pointerover'));
}

on('auth:done', refreshSession);

/**
 * A page the back/forward cache restores shows the session it had when it was left: the account
 * may have logged out or in since, in this tab or another. So it reads the cookies again, and a
 * session they still show is checked with the server again. Another account than the page's (or
 * none): its hearts show what the server now prints for the session (none saved for a visitor).
 */
async function recheckOnRestore(event: PageTransitionEvent): Promise<void> {
  if (!event.persisted) return;
  const before = sessionStore.getState();
  refreshSession();
  if (sessionStore.getState().status !== 'anonymous') await verifySession();
  if (sameAccount(before, sessionStore.getState())) return;
  import('../flows/auth/hearts-after-auth').then(({ refreshHearts }) => refreshHearts(), () => undefined);
}

if (typeof window !== 'undefined') window.addEventListener('pageshow', recheckOnRestore);
