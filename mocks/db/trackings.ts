import { now, state, type ReceivedTracking } from './store';
import type { FormTracking } from '../../src/api/tracking';

export type { ReceivedTracking } from './store';

/** Keeps the form trackings of one request, as the PHP tracking script stores them. */
export function recordTrackings(trackings: readonly FormTracking[], visitor: string | undefined): void {
  const receivedAt = now();
  for (const tracking of trackings) state.trackings.push({ ...tracking, receivedAt, visitor: visitor ?? null });
}

/** Every form tracking received since the last reset, oldest first. */
export function receivedTrackings(): ReceivedTracking[] {
  return structuredClone(state.trackings);
}
