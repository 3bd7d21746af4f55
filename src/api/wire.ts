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

/** Rebuilds nested objects and arrays from PHP-style bracket keys (`a[0]`, `a[b]`, `a[]`). */
export function unflattenEntries(entries: Iterable<[string, FormDataEntryValue]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of entries) {
    const match = /^([^[]+)((?:\[[^\]]*\])*)$/.exec(rawKey);
    const head = match?.[1] ?? rawKey;
    const path = match?.[2] ? [...match[2].matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '') : [];
    let node: Record<string, unknown> = out;
    let key = head;
    for (const segment of path) {
      const next = (node[key] ??= segment === '' || /^\d+$/.test(segment) ? [] : {}) as Record<string, unknown>;
      node = next;
      key = segment === '' ? String((next as unknown as unknown[]).length) : segment;
    }
    node[key] = value;
  }
  return normaliseArrays(out) as Record<string, unknown>;
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

/** Builds the fetch arguments for one call of `endpoint` with an already-validated payload. */
export function encodeRequest(endpoint: Endpoint, payload: unknown, url: string): WireRequest {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const entries = flattenPayload(payload);
  const method = endpoint.method;
  if (endpoint.encoding === 'query' || endpoint.encoding === 'none' || method === 'GET') {
    const target = new URL(url, baseForRelative());
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

function baseForRelative(): string {
  return typeof location !== 'undefined' ? location.href : 'http://localhost/';
}
