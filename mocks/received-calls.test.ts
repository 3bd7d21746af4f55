import { describe, expect, it } from 'vitest';
import { login } from '../src/api/accounts';
import { call } from '../src/api/call';
import { chatNew } from '../src/api/chat';
import { receivedCalls, reset } from './db';
import { useMockBackend } from './testing';

useMockBackend();

describe("the stand-in's journal of the calls it took (GET /__mock/received)", () => {
  it('keeps each call with its path and its payload as PHP reads it, until a reset', async () => {
    await call(login, { mail: 'couple@example.com', password: 'Wedding2026!' });
    await call(chatNew, { fromType: 'user', fromId: 1 });
    expect(receivedCalls()).toEqual([
      { path: '/users-login-run.php', payload: { mail: 'couple@example.com', password: 'Wedding2026!' } },
      { path: '/pusher/pusherNew.php', payload: { fromType: 'user', fromId: '1' } },
    ]);
    expect(receivedCalls('/pusher/pusherNew.php')).toHaveLength(1);
    const response = await fetch(`${location.origin}/__mock/received?path=${encodeURIComponent('/users-login-run.php')}`);
    expect(await response.json()).toEqual([{ path: '/users-login-run.php', payload: { mail: 'couple@example.com', password: 'Wedding2026!' } }]);
    reset();
    expect(receivedCalls()).toEqual([]);
  });

  it('does not keep a request its contract refuses (a 400)', async () => {
    const response = await fetch(`${location.origin}/pusher/pusherNew.php`, { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' }, body: new URLSearchParams({ fromType: 'nobody' }) });
    expect(response.status).toBe(400);
    expect(receivedCalls('/pusher/pusherNew.php')).toEqual([]);
  });
});
