import { afterAll, afterEach, beforeAll } from 'vitest';
import { call } from '../src/api/call';
import { login } from '../src/api/accounts';
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
