import fc from 'fast-check';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookies';
import { readValue, removeValue, writeValue, type StoredValue } from './stored-value';
import { storageHelperValue, storedValues } from './stored-values';

const DAY_MS = 86_400_000;

/** Every cookie definition of the table, nested groups included. */
function cookieDefinitions(): StoredValue<unknown>[] {
  const all: StoredValue<unknown>[] = [];
  const walk = (node: object) => {
    for (const value of Object.values(node) as object[]) {
      if ('place' in value) all.push(value as StoredValue<unknown>);
      else walk(value);
    }
  };
  walk(storedValues);
  return all.filter((def) => def.place === 'cookie');
}
const textCookies = cookieDefinitions().filter((def) => def.encoding === 'text') as StoredValue<string>[];

/** Names of the cookies document.cookie holds, once per copy. */
const cookieNames = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter(Boolean);

function clearCookies() {
  for (const name of new Set(cookieNames())) {
    for (const path of ['/', '/other']) document.cookie = `${name}=; path=${path}; max-age=-1`;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
});

/** Any string, with the characters that matter to a cookie over-represented. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary-ascii' }),
  fc.string({ unit: fc.constantFrom(';', '=', ',', ' ', '%', '\r', '\n', '"', '\\', 'a', 'é', '😀', '%E0', '; Domain=evil.example; Max-Age=0') }),
);
/** Cookie definitions whose schema takes any string. */
const anyTextCookie = fc.constantFrom(...textCookies.filter((def) => z.safeParse(def.schema, '\r\n; x=%').success));

describe('cookie values', () => {
  it('read back exactly what writeCookie wrote, whatever the characters', () => {
    fc.assert(
      fc.property(fc.constantFrom(...textCookies.map((def) => def.name)), hostileString, (name, value) => {
        writeCookie(name, value);
        expect(readCookie(name)).toBe(value);
      }),
      { numRuns: 300 },
    );
  });

  it('read back exactly what writeValue wrote, whatever the characters', () => {
    fc.assert(
      fc.property(anyTextCookie, hostileString, (def, value) => {
        expect(writeValue(def, value)).toBe(true);
        expect(readValue(def)).toBe(value);
      }),
      { numRuns: 300 },
    );
  });

  it('cannot add attributes or other cookies through a value', () => {
    fc.assert(
      fc.property(anyTextCookie, hostileString, (def, value) => {
        clearCookies();
        document.cookie = 'KEEP=1; path=/';
        writeValue(def, value);
        expect(cookieNames().sort()).toEqual([def.name, 'KEEP'].sort());
        expect(readCookie('KEEP')).toBe('1');
      }),
      { numRuns: 300 },
    );
  });

  it('drops a string that cannot be encoded (a lone surrogate) without throwing', () => {
    expect(writeValue(storedValues.eventDate, 'a\uD800b')).toBe(false);
    expect(readValue(storedValues.eventDate)).toBeUndefined();
  });
});

describe('malformed values read as absent', () => {
  it('a cookie set on two paths', () => {
    const home = location.href;
    const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
    writeValue(storedValues.eventDate, 'one');
    happyDOM.setURL(new URL('/biz/rosewood-estate-1000.html', home).href);
    try {
      document.cookie = 'pb_fecha=two; path=/biz';
      expect(cookieNames().filter((name) => name === 'pb_fecha')).toHaveLength(2);
      expect(readValue(storedValues.eventDate)).toBeUndefined();
    } finally {
      document.cookie = 'pb_fecha=; path=/biz; max-age=-1';
      happyDOM.setURL(home);
    }
    expect(readValue(storedValues.eventDate)).toBe('one');
  });

  it('an undecodable cookie', () => {
    document.cookie = 'pb_fecha=%E0%A4%A; path=/';
    expect(readValue(storedValues.eventDate)).toBeUndefined();
  });

  it('JSON its schema refuses, and text that is not JSON', () => {
    document.cookie = 'pb_month=13; path=/';
    expect(readValue(storedValues.eventMonth)).toBeUndefined();
    document.cookie = 'pb_month={; path=/';
    expect(readValue(storedValues.eventMonth)).toBeUndefined();
    document.cookie = 'pb_month=7; path=/';
    expect(readValue(storedValues.eventMonth)).toBe(7);
    document.cookie = 'EXPERT_ADVICE=2; path=/';
    expect(readValue(storedValues.expertAdvice)).toBeUndefined();
  });

  it('a __proto__ payload neither pollutes Object.prototype nor reaches the value', () => {
    const hostile = '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},';
    localStorage.setItem('bot', JSON.stringify({ v: `${hostile}"status":"open"}`, e: Date.now() + DAY_MS }));
    document.cookie = `pt=${encodeURIComponent(`${hostile}"t":"x"}`)}; path=/`;
    const chat = readValue(storedValues.chatState.bot);
    const tracking = readValue(storedValues.sessionTracking);
    expect(chat).toEqual({ status: 'open' });
    expect(tracking).toEqual({ t: 'x' });
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.getPrototypeOf(tracking)).toBe(Object.prototype);
    expect(Object.hasOwn(tracking!, '__proto__')).toBe(false);
  });

  it('a localStorage value once expired, which is also removed', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const def = storageHelperValue('lastSearch', z.string());
    writeValue(def, 'bodas');
    vi.setSystemTime(Date.now() + 365 * DAY_MS - 1);
    expect(readValue(def)).toBe('bodas');
    vi.setSystemTime(Date.now() + 1);
    expect(readValue(def)).toBeUndefined();
    expect(localStorage.getItem('lastSearch')).toBeNull();
  });

  it('a localStorage value without its expiry envelope', () => {
    localStorage.setItem('bot', JSON.stringify({ status: 'open' }));
    expect(readValue(storedValues.chatState.bot)).toBeUndefined();
  });
});

describe('storage that throws', () => {
  const chat = storedValues.chatState.concierge;

  it('reads as absent and drops writes when getItem and setItem throw', () => {
    const fail = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const throwing = { getItem: fail, setItem: fail, removeItem: fail } as unknown as Storage;
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(throwing);
    expect(writeValue(chat, { status: 'open' })).toBe(false);
    expect(readValue(chat)).toBeUndefined();
    expect(() => removeValue(chat)).not.toThrow();
  });

  it('reads as absent and drops writes when reaching localStorage throws (Safari private mode)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeValue(chat, { status: 'open' })).toBe(false);
    expect(readValue(chat)).toBeUndefined();
    expect(() => removeValue(chat)).not.toThrow();
  });

  it('keeps sessionStorage values for the session, without an envelope', () => {
    expect(writeValue(storedValues.latitude, 40.4)).toBe(true);
    expect(sessionStorage.getItem('slat')).toBe('40.4');
    expect(readValue(storedValues.latitude)).toBe(40.4);
    removeValue(storedValues.latitude);
    expect(readValue(storedValues.latitude)).toBeUndefined();
  });
});

describe('lifetimes (spec §9)', () => {
  /** The expires attribute of the last cookie string the page wrote, in days from now. */
  function writtenDays(def: StoredValue<string>, value: string): number | 'session' {
    const set = vi.spyOn(document, 'cookie', 'set');
    writeValue(def, value);
    const written = String(set.mock.calls.at(-1)?.[0]);
    const expires = /;\s*expires=([^;]+)/i.exec(written)?.[1];
    return expires === undefined ? 'session' : (Date.parse(expires) - Date.now()) / DAY_MS;
  }

  it.each([
    [storedValues.expertAdvice, 7],
    [storedValues.multileadBackClicks, 1],
    [storedValues.locationUnset, 2],
    [storedValues.promoBarClosed, 1],
    [storedValues.smartBannerClosed, 1],
    [storedValues.smartBannerInstalled, 7],
    [storedValues.conciergeClosed.web, 1],
    [storedValues.conciergeClosed.app, 3],
    [storedValues.userId, 9999],
    [storedValues.sessionTracking, 'session'],
    [storedValues.hideCCA, 'session'],
  ].map(([def, days]) => [(def as StoredValue<string>).name, def, days]) as [string, StoredValue<string>, number | 'session'][])('writes %s with its lifetime', (_name, def, days) => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z'), toFake: ['Date'] });
    const value = def.encoding === 'json' ? (def.name === 'pt' ? { t: 'x' } : 1) : def.schema === storedValues.userId.schema ? '42' : '1';
    expect(writtenDays(def, value as string)).toBe(days);
  });

  it('writes the storage helper expiry 365 days ahead', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z'), toFake: ['Date'] });
    writeValue(storageHelperValue('x', z.string()), 'y');
    expect(JSON.parse(localStorage.getItem('x')!)).toEqual({ v: '"y"', e: Date.now() + 365 * DAY_MS });
  });
});
