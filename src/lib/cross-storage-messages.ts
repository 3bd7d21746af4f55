import * as z from 'zod/mini';
import { orNull } from '../api/fields';

/**
 * The messages between a page (cross-storage.ts) and the storage hub iframe
 * (cross-storage-hub.ts). Each travels as a JSON string through postMessage.
 */

/** The longest message either side reads or sends (UTF-16 code units); longer ones are ignored. */
export const MAX_MESSAGE_LENGTH = 64 * 1024;

const id = z.string().check(z.minLength(1), z.maxLength(64));
const key = z.string();

/** A page asks the hub. */
export const hubRequestSchema = z.discriminatedUnion('method', [
  z.strictObject({ id, method: z.literal('get'), key }),
  z.strictObject({ id, method: z.literal('set'), key, value: z.string() }),
  z.strictObject({ id, method: z.literal('remove'), key }),
]);
export type HubRequest = z.infer<typeof hubRequestSchema>;

/** What a request asks, without its id: run on the hub's storage or on the page's own. */
export type StorageOperation = WithoutId<HubRequest>;
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Runs one operation on a storage: a get's value, null for set and remove. Throws what the storage throws. */
export function runOperation(store: StorageLike, operation: StorageOperation): string | null {
  if (operation.method === 'get') return store.getItem(operation.key);
  if (operation.method === 'set') store.setItem(operation.key, operation.value);
  else store.removeItem(operation.key);
  return null;
}

/** The hub answers one request: the value for a get (null for set and remove), or a failure of its storage. */
export const hubAnswerSchema = z.union([
  z.strictObject({ id, ok: z.literal(true), value: orNull(z.string()) }),
  z.strictObject({ id, ok: z.literal(false) }),
]);
export type HubAnswer = z.infer<typeof hubAnswerSchema>;

/** The hub tells its parent page it listens. */
export const hubReadySchema = z.strictObject({ ready: z.literal(true) });

/** Keys that could reach a prototype if a parsed message were ever merged into an object. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Reads one message's data: a string within MAX_MESSAGE_LENGTH that is JSON for a plain
 * object with no prototype key at any depth and that `schema` accepts. Anything else: undefined.
 */
export function readMessage<T>(data: unknown, schema: z.ZodMiniType<T>): T | undefined {
  if (typeof data !== 'string' || data.length > MAX_MESSAGE_LENGTH) return undefined;
  let unsafe = false;
  let value: unknown;
  try {
    // JSON.parse defines "__proto__" as an own property (no prototype is touched); the reviver only looks.
    value = JSON.parse(data, (name, item: unknown) => {
      if (PROTOTYPE_KEYS.has(name)) unsafe = true;
      return item;
    });
  } catch {
    return undefined;
  }
  if (unsafe || typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The origin of a URL, or undefined when it is not one (e.g. an empty referrer). */
export function originOf(url: string, base?: string): string | undefined {
  try {
    return new URL(url, base).origin;
  } catch {
    return undefined;
  }
}
