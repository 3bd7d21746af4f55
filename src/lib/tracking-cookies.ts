import { readCookie, writeCookie } from './cookies';
import { getSiteConfig } from './config';

/** Spec §3: what the session tracking cookie pt holds. */
export interface SessionTracking {
  lastListingType?: string;
  lastListing?: string;
  origin?: string;
  reducedOrigin?: string;
}

/** The cookie's name and its keys as stored (stored-values.ts declares it, with its schema). */
const PT = 'pt';
const KEYS = { lastListingType: 't', lastListing: 'l', origin: 'o', reducedOrigin: 'r' } as const;

/**
 * The pt cookie, or undefined when absent or malformed. It is stored as JSON with one-letter
 * keys, `{"t":last listing type,"l":last listing,"o":origin,"r":reduced origin}`, absent fields
 * left out, in a session-only cookie. Read and written through cookies.ts, not the stored-values
 * table (whose checks are zod's): a listing's first moment writes it, and that code must stay small.
 */
export function readSessionTracking(): SessionTracking | undefined {
  const raw = readCookie(PT);
  if (raw === undefined) return undefined;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined;
  const tracking: SessionTracking = {};
  for (const [field, key] of Object.entries(KEYS) as [keyof SessionTracking, string][]) {
    const value = (stored as Record<string, unknown>)[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') return undefined;
    tracking[field] = value;
  }
  return tracking;
}

/** Writes the pt cookie (session only); returns whether it was written. */
export function writeSessionTracking(tracking: SessionTracking): boolean {
  const stored: Record<string, string> = {};
  for (const [field, key] of Object.entries(KEYS) as [keyof SessionTracking, string][]) {
    const value = tracking[field];
    if (value !== undefined) stored[key] = value;
  }
  try {
    writeCookie(PT, JSON.stringify(stored), 'session');
    return true;
  } catch {
    return false;
  }
}

/**
 * Spec §3: a listing records itself in pt, as the last listing (its type, as the server names it,
 * and its address), with where the session's listings came from: the origin (the page before the
 * first listing of the session, '' when typed or bookmarked) and its reduced form (that first
 * listing's tracked section, the site config's `reduced`), both kept from the first listing on.
 * The reading of "origin" and "reduced origin" is ours: the spec names the fields only.
 */
export function recordListing(type: string): void {
  const before = readSessionTracking();
  writeSessionTracking({
    lastListingType: type,
    lastListing: location.pathname + location.search,
    origin: before?.origin ?? document.referrer,
    reducedOrigin: before?.reducedOrigin ?? getSiteConfig().reduced,
  });
}
