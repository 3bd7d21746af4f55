import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSiteConfig } from '../../mocks/testing';
import { readCookie } from './cookies';
import { randomGuid, visitorGuid } from './guid';
import { readValue } from './stored-value';
import { storedValues } from './stored-values';
import { rememberListing } from './listing-memory';
import { writeSessionTracking } from './tracking-cookies';

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
  afterEach(() => sessionStorage.clear());

  it('keeps a listing used for the session, and writes it to a session-only cookie with the lead, as the stored-values table reads it', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    writeSiteConfig({ reduced: 'seo' });
    history.pushState({}, '', '/fotografos?a=1&b=2');
    rememberListing('category');
    expect(set).not.toHaveBeenCalled();
    writeSessionTracking();
    expect(String(set.mock.calls.at(-1)?.[0])).not.toMatch(/expires=|max-age=/i);
    expect(readValue(storedValues.sessionTracking)).toEqual({ t: 'category', l: '/fotografos', o: `${location.origin}/fotografos?a=1&b=2`, r: 'seo' });
    history.pushState({}, '', '/');
    // The same again is not written again (any cookie change evicts the no-store pages from the back/forward cache).
    set.mockClear();
    writeSessionTracking();
    expect(set).not.toHaveBeenCalled();
  });

  it('writes nothing with no listing used', () => {
    writeSessionTracking();
    expect(readValue(storedValues.sessionTracking)).toBeUndefined();
  });
});
