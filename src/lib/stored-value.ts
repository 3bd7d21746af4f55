import * as z from 'zod/mini';
import { readCookie, removeCookie, writeCookie } from './cookies';

/** Where a value lives. */
export type StoredPlace = 'cookie' | 'localStorage' | 'sessionStorage';

/**
 * One value the site keeps in the browser, defined once as data (the table is stored-values.ts).
 * `days` is its lifetime; 'session' means until the browser session ends (a cookie without
 * expiry, or sessionStorage). `encoding` 'text' keeps a string as it is (what the PHP site reads
 * and writes); 'json' keeps JSON.stringify(value), which for a number is the same digits.
 */
export interface StoredValue<T> {
  readonly name: string;
  readonly place: StoredPlace;
  readonly days: number | 'session';
  readonly schema: z.ZodMiniType<T>;
  readonly encoding: 'text' | 'json';
}

/** A value kept as plain text: its schema's output is a string. */
export function textValue(place: StoredPlace, name: string, days: number | 'session', schema: z.ZodMiniType<string> = z.string()): StoredValue<string> {
  return { name, place, days, schema, encoding: 'text' };
}

/** A value kept as JSON, parsed by `schema` when read. */
export function jsonValue<T>(place: StoredPlace, name: string, days: number | 'session', schema: z.ZodMiniType<T>): StoredValue<T> {
  return { name, place, days, schema, encoding: 'json' };
}

const DAY_MS = 86_400_000;

/**
 * A localStorage value with a lifetime is stored as `{"v":"<encoded value>","e":<expiry, ms since
 * epoch>}`: localStorage has no expiry of its own.
 */
const expiringSchema = z.object({ v: z.string(), e: z.number() });

/** The page's storage, or undefined when even reaching it throws (Safari private mode, blocked storage). */
function storageFor(place: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[place];
  } catch {
    return undefined;
  }
}

/** The stored string, undefined when absent, expired or unreadable. */
function readRaw(def: StoredValue<unknown>): string | undefined {
  if (def.place === 'cookie') return readCookie(def.name);
  try {
    const raw = storageFor(def.place)?.getItem(def.name) ?? undefined;
    if (raw === undefined || def.place === 'sessionStorage' || def.days === 'session') return raw;
    const stored = z.safeParse(expiringSchema, JSON.parse(raw));
    if (!stored.success) return undefined;
    if (stored.data.e > Date.now()) return stored.data.v;
    removeValue(def);
    return undefined;
  } catch {
    return undefined;
  }
}

/**
 * The value, or undefined when it is absent, expired, duplicated (a cookie on two paths), not
 * decodable, not JSON or not what its schema allows. Never throws.
 */
export function readValue<T>(def: StoredValue<T>): T | undefined {
  const raw = readRaw(def);
  if (raw === undefined) return undefined;
  try {
    const result = z.safeParse(def.schema, def.encoding === 'json' ? JSON.parse(raw) : raw);
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes the value with its definition's lifetime; returns whether it was written. A value its
 * schema refuses, a string that cannot be encoded (a lone surrogate) or storage that throws
 * (full, private mode) drops the write silently.
 */
export function writeValue<T>(def: StoredValue<T>, value: T): boolean {
  if (!z.safeParse(def.schema, value).success) return false;
  try {
    const encoded = def.encoding === 'json' ? JSON.stringify(value) : String(value);
    if (def.place === 'cookie') {
      writeCookie(def.name, encoded, def.days);
      return true;
    }
    const storage = storageFor(def.place);
    if (!storage) return false;
    const expires = def.place === 'localStorage' && def.days !== 'session' ? Date.now() + def.days * DAY_MS : undefined;
    storage.setItem(def.name, expires === undefined ? encoded : JSON.stringify({ v: encoded, e: expires }));
    return true;
  } catch {
    return false;
  }
}

/** Removes the value; storage that throws is ignored. */
export function removeValue(def: StoredValue<unknown>): void {
  if (def.place === 'cookie') return removeCookie(def.name);
  try {
    storageFor(def.place)?.removeItem(def.name);
  } catch {
    // Nothing to remove from storage the page cannot reach.
  }
}
