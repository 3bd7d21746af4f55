import { describe, expect, test } from 'vitest';
import { signup } from '../src/api/accounts';
import { call } from '../src/api/call';
import { chatHistory, chatReply } from '../src/api/chat';
import { citySuggestLines } from '../src/api/cities';
import { sessionCheck } from '../src/api/header';
import type { MockState } from './handlers/control';
import { SLOW_DELAY_MS } from './scenarios';
import { logInAs, useMockBackend } from './testing';

useMockBackend();

async function control(path: string, body?: unknown): Promise<MockState> {
  const response = await fetch(path, {
    method: body === undefined && path.endsWith('state') ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as MockState;
}

describe('scenarios', () => {
  test("'server-error': every API call fails with HTTP 500 Internal Server Error", async () => {
    await control('/__mock/scenario', { name: 'server-error' });

    expect(await call(sessionCheck, {})).toEqual({
      ok: false,
      error: { kind: 'http', endpoint: 'session.check', status: 500, statusText: 'Internal Server Error', message: 'Internal Server Error' },
    });
  });

  test("'offline': every API call fails as a network error", async () => {
    await control('/__mock/scenario', { name: 'offline' });

    expect(await call(sessionCheck, {})).toMatchObject({ ok: false, error: { kind: 'network', endpoint: 'session.check' } });
  });

  test("'slow': answers come after the delay, so a shorter timeout fails", async () => {
    await control('/__mock/scenario', { name: 'slow' });

    expect(await call(sessionCheck, {}, { timeoutMs: 300 })).toMatchObject({ ok: false, error: { kind: 'timeout', timeoutMs: 300 } });
    const started = Date.now();
    expect(await call(sessionCheck, {})).toMatchObject({ ok: true, data: 'KO' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_DELAY_MS - 50);
  }, 10000);

  test("'login-page': every API call answers 200 with the whole log-in page, which the client refuses", async () => {
    await control('/__mock/scenario', { name: 'login-page' });

    const page = await fetch('/com-VerificaLayerSession.php', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/^<!DOCTYPE html>[\s\S]*type="password"/);
    expect(await call(sessionCheck, {})).toMatchObject({ ok: false, error: { kind: 'invalid-answer', endpoint: 'session.check' } });
  });

  test("'malformed': every API call answers 200 in its own format with the wrong content", async () => {
    await logInAs('couple');
    await control('/__mock/scenario', { name: 'malformed' });

    expect(await call(chatHistory, { type: 'user', idConversation: 9001 })).toMatchObject({ ok: false, error: { kind: 'invalid-answer', endpoint: 'chat.history' } });
    expect(await call(citySuggestLines, { search: 'san', id_pais: 'US' })).toMatchObject({ ok: false, error: { kind: 'invalid-answer', endpoint: 'cities.suggestLines' } });
  });

  test("'hang': no answer comes, so the call ends with its timeout", async () => {
    await control('/__mock/scenario', { name: 'hang' });

    expect(await call(sessionCheck, {}, { timeoutMs: 200 })).toMatchObject({ ok: false, error: { kind: 'timeout', timeoutMs: 200 } });
  });

  test("'outside-hours': the chat calls answer concierge status 2 and the concierge stays silent", async () => {
    await logInAs('couple');
    await control('/__mock/scenario', { name: 'outside-hours' });

    const history = await call(chatHistory, { type: 'user', idConversation: 9001 });
    const reply = await call(chatReply, { type: 'user', comentario: 'Anyone there?', idConversation: 9001 });
    const after = await call(chatHistory, { type: 'user', idConversation: 9001 });

    expect(history).toMatchObject({ ok: true, data: { statusConcierge: 2 } });
    expect(reply).toMatchObject({ ok: true, data: { statusConcierge: 2, idConversation: 9001 } });
    expect(after.ok && after.data.history.at(-1)).toMatchObject({ body: 'Anyone there?', fromType: 'user' });
  });

  test("'closed-hours' and 'away': the chat calls answer concierge status 3 and 4", async () => {
    await logInAs('couple');
    for (const [name, status] of [['closed-hours', 3], ['away', 4]] as const) {
      await control('/__mock/scenario', { name });
      expect(await call(chatHistory, { type: 'user', idConversation: 9001 })).toMatchObject({ ok: true, data: { statusConcierge: status } });
    }
  });

  test('an unknown scenario is refused with 400', async () => {
    const response = await fetch('/__mock/scenario', { method: 'POST', body: JSON.stringify({ name: 'flaky' }) });

    expect(response.status).toBe(400);
  });
});

describe('control endpoints', () => {
  test('reset restores the seed and the normal scenario; state counts what changed', async () => {
    const seeded = await control('/__mock/state');
    await call(signup, { NombreCompleto: 'Kim Lee', Mail: 'kim.lee@example.com', Password: 'Summer2027!', Rol: 1 });
    await control('/__mock/scenario', { name: 'offline' });

    expect(await control('/__mock/state')).toMatchObject({ scenario: 'offline', counts: { users: seeded.counts.users + 1, sessions: 1 } });
    expect(await control('/__mock/reset')).toEqual(seeded);
    expect(await call(sessionCheck, {})).toMatchObject({ ok: true, data: 'KO' });
  });
});
