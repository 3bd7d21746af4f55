import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMockBackend } from '../../mocks/testing';

// The session check's chunk (the check made by hand, session-check.ts) when it cannot load. Each
// test takes a fresh session module, so its chunk has not loaded yet.

useMockBackend();

const lost = { count: 0 };
const expireCookie = (name: string) => (document.cookie = `${name}=; path=/; max-age=-1`);

async function freshSession() {
  vi.resetModules();
  vi.doMock('../api/session-check', async (importOriginal) => {
    if (lost.count > 0 && lost.count--) throw new Error('Failed to fetch dynamically imported module: session-check');
    return importOriginal();
  });
  return import('./session');
}

afterEach(() => {
  vi.doUnmock('../api/session-check');
  lost.count = 0;
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) expireCookie(name);
});

describe('the session check when its chunk cannot load', () => {
  it('asks the server when the chunk fails once: it is tried again', async () => {
    // Cookies that claim a couple the server does not know (a stale session).
    document.cookie = 'USER_ID=1; path=/';
    const { sessionStore, verifySession } = await freshSession();
    lost.count = 1;
    await expect(verifySession()).resolves.toBe(false);
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', verified: true });
  });

  it('keeps the cookie view when it fails twice, as for a check that cannot be reached', async () => {
    document.cookie = 'USER_ID=1; path=/';
    const { sessionStore, verifySession } = await freshSession();
    lost.count = 2;
    await expect(verifySession()).resolves.toBe(true);
    expect(sessionStore.getState()).toMatchObject({ status: 'user', userId: 1, verified: false });
    expect(lost.count).toBe(0);
  });
});
