import { now, state, type ReceivedCall, type ReceivedTracking } from './store';
import type { FormTracking } from '../../src/api/tracking';

export type { ReceivedCall, ReceivedTracking } from './store';

/** Keeps the form trackings of one request, as the PHP tracking script stores them. */
export function recordTrackings(trackings: readonly FormTracking[], visitor: string | undefined): void {
  const receivedAt = now();
  for (const tracking of trackings) state.trackings.push({ ...tracking, receivedAt, visitor: visitor ?? null });
}

/** Every form tracking received since the last reset, oldest first. */
export function receivedTrackings(): ReceivedTracking[] {
  return structuredClone(state.trackings);
}

/** The calls kept: a preview left running for days drops the oldest. */
const KEPT_CALLS = 5000;

/** Keeps a contract call the stand-in took (mocks/handle.ts), for tests to read on the server's side. */
export function recordCall(path: string, payload: unknown, visitor?: string): void {
  state.calls.push(visitor ? { path, payload, visitor } : { path, payload });
  if (state.calls.length > KEPT_CALLS) state.calls.splice(0, state.calls.length - KEPT_CALLS);
}

/** The calls taken since the last reset, oldest first; only those to `path` when given. */
export function receivedCalls(path?: string): ReceivedCall[] {
  return structuredClone(path ? state.calls.filter((call) => call.path === path) : state.calls);
}
