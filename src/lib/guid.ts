import { readCookie, writeCookie } from './cookies';

/** A GUID as the site writes them (any version, either case). */
export const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec §3, §9: the visitor's cookie (stored-values.ts declares it). */
export const VISITOR_GUID_COOKIE = 'GUID';

/**
 * A version-4 UUID: crypto.randomUUID where the page has it (secure contexts only), else the same
 * layout from crypto.getRandomValues, which every browser has.
 */
export function randomGuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The visitor's GUID cookie: the one already set when it is a valid GUID, otherwise a new random
 * one written persistently (spec §9: 9999 days, SameSite Lax). Returns the id even when the
 * cookie cannot be written. Through cookies.ts, not the stored-values table: the first impression
 * of a listing's tiles writes it, and that code must stay small.
 */
export function visitorGuid(): string {
  const existing = readCookie(VISITOR_GUID_COOKIE);
  if (existing && GUID_PATTERN.test(existing)) return existing;
  const created = randomGuid();
  writeCookie(VISITOR_GUID_COOKIE, created);
  return created;
}
