import { readValue, writeValue } from './stored-value';
import { storedValues } from './stored-values';

/** Spec §3: what the session tracking cookie pt holds. */
export interface SessionTracking {
  lastListingType?: string;
  lastListing?: string;
  origin?: string;
  reducedOrigin?: string;
}

/**
 * The pt cookie, or undefined when absent or malformed. It is stored as JSON with one-letter
 * keys, `{"t":last listing type,"l":last listing,"o":origin,"r":reduced origin}`, absent fields
 * left out, in a session-only cookie.
 */
export function readSessionTracking(): SessionTracking | undefined {
  const stored = readValue(storedValues.sessionTracking);
  if (!stored) return undefined;
  return withoutUndefined({ lastListingType: stored.t, lastListing: stored.l, origin: stored.o, reducedOrigin: stored.r });
}

/** Writes the pt cookie (session only); returns whether it was written. */
export function writeSessionTracking(tracking: SessionTracking): boolean {
  const { lastListingType: t, lastListing: l, origin: o, reducedOrigin: r } = tracking;
  return writeValue(storedValues.sessionTracking, withoutUndefined({ t, l, o, r }));
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
