import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { call } from '../src/api/call';
import { login } from '../src/api/accounts';
import { resetSiteConfig, type SiteConfig } from '../src/lib/config';
import type { FormTracker } from '../src/lib/form-tracking';
import { resetMockBackend, server } from './node';

/**
 * Starts the stand-in backend for the tests of one file: unhandled requests fail the test,
 * per-test overrides are dropped and the seed is restored after each test.
 */
export function useMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockBackend();
  });
  afterAll(() => server.close());
}

/** The seeded accounts (fixtures/data/users.json, vendor-accounts.json). */
export const accounts = {
  couple: { mail: 'couple@example.com', password: 'Wedding2026!', userId: 1 },
  guest: { mail: 'guest@example.com', password: 'Guest2026!', userId: 2 },
  vendor: { mail: 'vendor@example.com', password: 'Vendor2026!', vendorId: 1000 },
  /** A couple whose e-mail is not verified yet. */
  unverified: { mail: 'sam.taylor@example.com', password: 'Taylor2026!', userId: 3 },
} as const;

/** Logs in through the real log-in action, as the page would; throws if it fails. */
export async function logInAs(who: keyof typeof accounts): Promise<void> {
  const { mail, password } = accounts[who];
  const result = await call(login, { mail, password });
  if (!result.ok || result.data.status !== 'success') throw new Error(`Could not log in as ${who}: ${JSON.stringify(result)}`);
}

/** The cookies page scripts can read (document.cookie), by name. */
export function readableCookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), decodeURIComponent(pair.slice(pair.indexOf('=') + 1))]),
  );
}

/** Realtime settings that reach the Pusher stand-in of the test process (any host: MSW's ws.link). */
export const STAND_IN_PUSHER = { key: 'wedding-local', host: '127.0.0.1', port: 6001, forceTLS: false } as const;

/**
 * Writes the page's site config, as the PHP page does (`<script data-site-config>`), and drops
 * the cached one. The default config has realtime on, through the stand-in.
 */
export function writeSiteConfig(config: Partial<Record<keyof SiteConfig, unknown>> = { pusher: STAND_IN_PUSHER }): void {
  document.head.querySelector('script[data-site-config]')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute('data-site-config', '');
  script.textContent = JSON.stringify(config);
  document.head.append(script);
  resetSiteConfig();
}

/**
 * Session cookies whose id is not a positive decimal integer (spec §6 ids): each must read as
 * an anonymous visitor. `[cookie, value, USER_TIPO]`.
 */
export const MALFORMED_ID_COOKIES: readonly (readonly [name: 'USER_ID' | 'EMP_ID', value: string, type: 'user' | 'vendor'])[] = [
  ['USER_ID', '-5', 'user'],
  ['USER_ID', '0x10', 'user'],
  ['USER_ID', '1e3', 'user'],
  ['USER_ID', 'Infinity', 'user'],
  ['EMP_ID', '1e21', 'vendor'],
  ['USER_ID', '%E0%A4%A', 'user'],
];

/** A Storage kept in memory, its values open to the test (`values`). */
export function memoryStorage(): Storage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
    key: (index: number) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}

/** A form tracker that notes what the form told it, as `change name=value`, `click`, `error message`…; the sender's own tests cover what reaches the server. */
export function recordingTracker(): { tracker: FormTracker; calls: string[] } {
  const calls: string[] = [];
  const tracker: FormTracker = {
    shown: () => calls.push('shown'),
    change: (field, value) => calls.push(`change ${field}=${value}`),
    // Keystrokes only keep the abandon pending, which the tracker's own tests cover (form-tracking.test.ts).
    typing: () => undefined,
    click: () => calls.push('click'),
    error: (message) => calls.push(`error ${message}`),
    success: () => calls.push('success'),
  };
  return { tracker, calls };
}

/**
 * An IntersectionObserver the test drives: `report(entryFor)` calls every observer with an entry
 * for each target it watches for which `entryFor` gives one (what the browser would report).
 */
export function fakeIntersectionObserver(): (entryFor: (target: Element) => Partial<IntersectionObserverEntry> | undefined) => void {
  const observers: { callback: IntersectionObserverCallback; targets: Set<Element> }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private own: { callback: IntersectionObserverCallback; targets: Set<Element> };
      constructor(callback: IntersectionObserverCallback) {
        this.own = { callback, targets: new Set() };
        observers.push(this.own);
      }
      observe(target: Element) {
        this.own.targets.add(target);
      }
      unobserve(target: Element) {
        this.own.targets.delete(target);
      }
      disconnect() {
        this.own.targets.clear();
      }
    },
  );
  return (entryFor) => {
    for (const { callback, targets } of observers) {
      const entries = [...targets].flatMap((target) => {
        const entry = entryFor(target);
        return entry ? [{ target, ...entry } as IntersectionObserverEntry] : [];
      });
      if (entries.length) callback(entries, {} as IntersectionObserver);
    }
  };
}

/**
 * Something late that comes when the test says so: a handler or a chunk awaits `arrived`, and the
 * test calls `release()` once it has seen the waiting state. A fixed delay races a loaded machine
 * (the answer comes before the test looks); this does not.
 */
export function held(): { arrived: Promise<void>; release: () => void } {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
}

/** When `text` first appears in the document: a MutationObserver notes the time of the change itself,
 * not when a poll of the test sees it (later, on a busy machine). Start it before the action. */
export function momentShown(text: string): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.body.textContent?.includes(text)) return;
      observer.disconnect();
      resolve(Date.now());
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}
