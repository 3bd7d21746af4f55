import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookies';
import { randomGuid, visitorGuid } from './guid';
import { readSessionTracking, writeSessionTracking } from './tracking-cookies';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const name of ['GUID', 'pt']) document.cookie = `${name}=; path=/; max-age=-1`;
});

describe('visitorGuid', () => {
  it('keeps the visitor GUID already set', () => {
    document.cookie = 'GUID=0f8fad5b-d9cb-469f-a165-70867728950e; path=/';
    expect(visitorGuid()).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
  });

  it('replaces a malformed GUID with a new one, written persistently and read back', () => {
    document.cookie = 'GUID=not-a-guid; path=/';
    const set = vi.spyOn(document, 'cookie', 'set');
    const created = visitorGuid();
    expect(created).toMatch(GUID);
    expect(readCookie('GUID')).toBe(created);
    expect(String(set.mock.calls.at(-1)?.[0])).toMatch(/expires=/i);
    expect(visitorGuid()).toBe(created);
  });

  it('builds a version-4 GUID without crypto.randomUUID (insecure context)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(randomGuid()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe('session tracking cookie pt', () => {
  it('round-trips its four fields in a session-only cookie', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    const tracking = { lastListingType: 'category', lastListing: 'fotografos; bodas', origin: 'https://x.example/?a=1&b=2', reducedOrigin: 'seo' };
    expect(writeSessionTracking(tracking)).toBe(true);
    expect(String(set.mock.calls.at(-1)?.[0])).not.toMatch(/expires=|max-age=/i);
    expect(readSessionTracking()).toEqual(tracking);
  });

  it('leaves out fields it was not given', () => {
    writeSessionTracking({ origin: 'home' });
    expect(readSessionTracking()).toEqual({ origin: 'home' });
  });

  it('reads a malformed cookie as absent', () => {
    document.cookie = 'pt=home; path=/';
    expect(readSessionTracking()).toBeUndefined();
    document.cookie = `pt=${encodeURIComponent('{"t":5}')}; path=/`;
    expect(readSessionTracking()).toBeUndefined();
  });
});
