import type { Endpoint } from './endpoint';

type Scalar = string | number | boolean | null | undefined;
type Value = Scalar | Blob | readonly Value[] | { readonly [key: string]: Value };

/**
 * Flattens a payload the way PHP reads it back: arrays as `key[0]`, `key[1]`, objects as
 * `key[sub]`; booleans as 1/0; null and undefined are left out.
 */
export function flattenPayload(payload: unknown, prefix = ''): [string, string | Blob][] {
  if (payload === null || payload === undefined) return [];
  if (typeof Blob !== 'undefined' && payload instanceof Blob) return [[prefix, payload]];
  if (Array.isArray(payload)) {
    return payload.flatMap((item, i) => flattenPayload(item, `${prefix}[${i}]`));
  }
  if (typeof payload === 'object') {
    return Object.entries(payload as Record<string, Value>).flatMap(([key, item]) =>
      flattenPayload(item, prefix ? `${prefix}[${key}]` : key),
    );
  }
  if (typeof payload === 'boolean') return [[prefix, payload ? '1' : '0']];
  return [[prefix, String(payload)]];
}

/**
 * Keys that reach a prototype rather than a property. PHP has no such thing, so a request
 * carrying one is hostile: `__proto__[sid]=…` would otherwise give every object (the stand-in's
 * cookies included) a session id.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Container = Record<string, unknown> | unknown[];

/**
 * Rebuilds nested objects and arrays from PHP-style bracket keys (`a[0]`, `a[b]`, `a[]`).
 * An entry with a prototype key at any depth is dropped whole.
 */
export function unflattenEntries(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of entries) {
    const path = keyPath(rawKey);
    if (path.some((segment) => PROTOTYPE_KEYS.has(segment))) continue;
    assign(out, path, value);
  }
  return normaliseArrays(out) as Record<string, unknown>;
}

/** `a[b][]` → ['a', 'b', '']; a key that is not bracket syntax is taken whole, as PHP does. */
function keyPath(rawKey: string): string[] {
  const match = /^([^[]+)((?:\[[^\]]*\])*)$/.exec(rawKey);
  if (!match) return [rawKey];
  return [match[1]!, ...[...match[2]!.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '')];
}

function assign(out: Record<string, unknown>, path: string[], value: FormDataEntryValue): void {
  let node: Container = out;
  let key = path[0]!;
  for (const segment of path.slice(1)) {
    node = childContainer(node, key, segment);
    key = segment === '' ? String(Array.isArray(node) ? node.length : Object.keys(node).length) : segment;
  }
  (node as Record<string, unknown>)[key] = value;
}

/** The array or object at `node[key]`, made (or replacing a scalar, as PHP does) when missing. */
function childContainer(node: Container, key: string, segment: string): Container {
  const record = node as Record<string, unknown>;
  // Own properties only: an inherited one (toString, an array's methods) is shared by every object.
  const existing = Object.hasOwn(record, key) ? record[key] : undefined;
  if (isContainer(existing)) return existing;
  const fresh: Container = segment === '' || /^\d+$/.test(segment) ? [] : {};
  record[key] = fresh;
  return fresh;
}

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null && !(typeof Blob !== 'undefined' && value instanceof Blob);
}

function normaliseArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(normaliseArrays);
  if (value && typeof value === 'object' && !(typeof Blob !== 'undefined' && value instanceof Blob)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseArrays(v)]));
  }
  return value;
}

export interface WireRequest {
  url: string;
  init: RequestInit;
}

/**
 * Builds the fetch arguments for one call of `endpoint` with an already-validated payload.
 * Throws a TypeError when `url` is not a URL (e.g. a site config's `endpointBase` of `http://[`),
 * for every method, so the caller meets it before anything is sent.
 */
export function encodeRequest(endpoint: Endpoint, payload: unknown, url: string): WireRequest {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const entries = flattenPayload(payload);
  const method = endpoint.method;
  const target = resolveUrl(url);
  if (endpoint.encoding === 'query' || endpoint.encoding === 'none' || method === 'GET') {
    for (const [key, value] of entries) if (typeof value === 'string') target.searchParams.append(key, value);
    return { url: isAbsolute(url) ? target.href : target.pathname + target.search, init: { method, headers } };
  }
  if (endpoint.encoding === 'json') {
    headers['Content-Type'] = 'application/json';
    return { url, init: { method, headers, body: JSON.stringify(payload ?? {}) } };
  }
  if (endpoint.encoding === 'multipart') {
    const body = new FormData();
    for (const [key, value] of entries) body.append(key, value);
    return { url, init: { method, headers, body } };
  }
  const body = new URLSearchParams();
  for (const [key, value] of entries) if (typeof value === 'string') body.append(key, value);
  return { url, init: { method, headers, body } };
}

/** Reads a request back into a plain object, as the PHP side would: used by the stand-in backend. */
export async function decodeRequest(endpoint: Endpoint, request: Request): Promise<unknown> {
  const url = new URL(request.url);
  if (endpoint.method === 'GET' || endpoint.encoding === 'query' || endpoint.encoding === 'none') {
    return unflattenEntries(url.searchParams.entries());
  }
  if (endpoint.encoding === 'json') {
    const text = await request.text();
    return text ? JSON.parse(text) : {};
  }
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData();
    return unflattenEntries(form.entries());
  }
  const text = await request.text();
  return unflattenEntries(new URLSearchParams(text).entries());
}

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url);
}

/** `url` resolved against the page, as fetch will resolve it; throws a TypeError when it is not a URL. */
export function resolveUrl(url: string): URL {
  return new URL(url, baseForRelative());
}

function baseForRelative(): string {
  return typeof location !== 'undefined' ? location.href : 'http://localhost/';
}
