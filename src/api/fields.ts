import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { id } from './id-schema';

// Request payloads travel as strings (form fields, query parameters), so these accept the
// wire form and the typed form alike; the stand-in backend parses with the same schemas.

// z.trim() and z.nullable() bring their own classes into zod's engine, which sits in the chunk
// every page loads before any interaction (vite.config.ts, group 'shared'): zod tree-shakes for
// the whole bundle, so a check used by one lazy widget weighs on every page. These two say the
// same with classes the engine already has (pipe, transform, union, literal).

/** Text trimmed, then at least `min` characters long; the trimmed text is the value. */
export const trimmedText = (min: number) => z.pipe(z.string(), z.pipe(z.transform((text: string) => text.trim()), z.string().check(z.minLength(min))));

/** `schema`'s value or null. */
export const orNull = <T extends z.ZodMiniType>(schema: T) => z.union([schema, z.literal(null)]);

/** A 0/1 flag as PHP reads it; booleans travel as 1/0. */
export const flag = z.coerce.number().check(z.int(), z.gte(0), z.lte(1));

export { id } from './id-schema';

/** A whole number that may be 0 (counts, tries, positions). */
export const count = z.coerce.number().check(z.int(), z.gte(0));

// Native forms send '' for an untouched field; PHP treats it as absent. zod/mini has no
// z.preprocess: this optional transform heads a pipe instead, which keeps the key optional
// in the input type as preprocess did (an absent value skips it and stays undefined).
const blankToUndefined = z.optional(z.transform((value: unknown): unknown => (value === '' || value === null ? undefined : value)));

/** An id a form may leave blank. */
export const optionalId = z.pipe(blankToUndefined, z.optional(id));

/** A 0/1 flag a form may leave out (an unticked checkbox is not sent). */
export const optionalFlag = z.pipe(blankToUndefined, z.optional(flag));

/** A number a form may leave blank. */
export const optionalNumber = z.pipe(blankToUndefined, z.optional(z.coerce.number()));

/** A list of ids sent PHP-style (`key[0]`, `key[1]`); an empty list is not sent at all. */
export const idList = z._default(z.array(id), []);

/** A string holding a JSON array, as the legacy endpoints read `answers` and similar fields. */
export const jsonArrayText = z.string().check(z.refine(isJsonArray, { message: 'Expected a JSON array.' }));

function isJsonArray(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}

/** Yes/no as the PHP JSON answers write it: true/false, or 1/0 from older scripts. */
export const jsonBool = z.pipe(z.union([z.boolean(), z.literal(0), z.literal(1)]), z.transform((value) => value === true || value === 1));

/** Keeps only the endpoint definitions of a resource module, for the contract index. */
export type EndpointsOf<M> = { [K in keyof M as M[K] extends Endpoint ? K : never]: M[K] };

/** Runtime twin of `EndpointsOf`: picks the endpoint definitions out of a module namespace. */
export function pickEndpoints<M extends object>(module: M): EndpointsOf<M> {
  return Object.fromEntries(Object.entries(module).filter(([, value]) => isEndpoint(value))) as EndpointsOf<M>;
}

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answer' in value && 'request' in value;
}
