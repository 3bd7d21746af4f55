import { now, state, type Actor, type Session } from './store';

/** Starts a session for a logged-in actor; `sid` is the opaque id the cookie carries. */
export function startSession(actor: Actor): Session {
  const session: Session = { sid: randomSid(), type: actor.type, id: actor.id, createdAt: now() };
  state.sessions.set(session.sid, session);
  return session;
}

/** The session a request's cookies name, if it is still open (a reset closes them all). */
export function sessionOf(cookies: Record<string, string | undefined>): Session | undefined {
  const sid = cookies.sid;
  return sid ? state.sessions.get(sid) : undefined;
}

export function endSession(sid: string | undefined): void {
  if (sid) state.sessions.delete(sid);
}

function randomSid(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
