import { afterEach, describe, expect, test } from 'vitest';
import { call } from '../src/api/call';
import { sessionCheck } from '../src/api/header';
import { startSession } from './db';
import { accounts, useMockBackend } from './testing';

useMockBackend();

afterEach(() => {
  // A polluted prototype would survive into every later test of this file.
  delete (Object.prototype as Record<string, unknown>).sid;
});

describe('hostile query strings against the stand-in backend', () => {
  test.each([
    ['__proto__[sid]', (sid: string) => `__proto__[sid]=${sid}`],
    ['a[constructor][prototype][sid]', (sid: string) => `a[constructor][prototype][sid]=${sid}`],
  ])('a session id smuggled in as %s logs no visitor in', async (_name, query) => {
    // The couple is logged in elsewhere; the attacker knows the session id but has no cookie.
    const victim = startSession({ type: 'user', id: accounts.couple.userId });

    const attack = await fetch(`/com-VerificaLayerSession.php?${query(victim.sid)}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });

    expect(await attack.text()).toBe('KO');
    expect(({} as Record<string, unknown>).sid).toBeUndefined();
    expect(await call(sessionCheck, {})).toMatchObject({ ok: true, data: 'KO' });
  });

  test('a session id planted on Object.prototype by any other means logs no visitor in either', async () => {
    const victim = startSession({ type: 'user', id: accounts.couple.userId });
    // Not enumerable: MSW copies enumerable inherited names into the Cookie header (for…in),
    // which would garble the value and hide what this test is about.
    Object.defineProperty(Object.prototype, 'sid', { value: victim.sid, configurable: true, writable: true });

    expect(await call(sessionCheck, {})).toMatchObject({ ok: true, data: 'KO' });
  });
});
