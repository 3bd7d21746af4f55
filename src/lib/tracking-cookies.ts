import { readValue, writeValue } from './stored-value';
import { storedValues } from './stored-values';

/**
 * The visitor's GUID cookie: the one already set when it is a valid GUID, otherwise a new random
 * one written persistently. Returns the id even when the cookie cannot be written.
 */
export function visitorGuid(): string {
  const existing = readValue(storedValues.visitorGuid);
  if (existing) return existing;
  const created = randomGuid();
  writeValue(storedValues.visitorGuid, created);
  return created;
}

/** A version-4 UUID: crypto.randomUUID where the page has it (secure contexts only), else built by hand. */
export function randomGuid(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

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
