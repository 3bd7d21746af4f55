import Pusher from 'pusher-js';
import { afterEach, describe, expect, test } from 'vitest';
import { call } from '../src/api/call';
import { replyToUser } from '../src/api/chat-requests';
import { pushEvent } from './pusher';
import { logInAs, useMockBackend } from './testing';

useMockBackend();

let clients: Pusher[] = [];

/** A real pusher-js client configured as the site config does it. */
function connect(): Pusher {
  const pusher = new Pusher('wedding-local', {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: 6001,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: { endpoint: 'http://localhost:3000/pusher/pusherAuth.php', transport: 'ajax' },
  });
  clients.push(pusher);
  return pusher;
}

function subscribed(pusher: Pusher, channelName: string) {
  const channel = pusher.subscribe(channelName);
  return new Promise<typeof channel>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(`subscription failed: ${JSON.stringify(error)}`)));
  });
}

function nextEvent<T>(channel: { bind(event: string, callback: (data: T) => void): unknown }, event: string) {
  return new Promise<T>((resolve) => channel.bind(event, resolve));
}

afterEach(() => {
  for (const pusher of clients) pusher.disconnect();
  clients = [];
});

describe('the Pusher stand-in with a real pusher-js', () => {
  test('connects, authorizes private-user-1 for the logged-in couple and delivers a pushed event', async () => {
    await logInAs('couple');
    const pusher = connect();
    const channel = await subscribed(pusher, 'private-user-1');
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);

    const received = nextEvent<{ body: string }>(channel, 'message');
    expect(pushEvent('private-user-1', 'message', { body: 'Hello from the vendor' })).toBe(1);

    expect(await received).toEqual({ body: 'Hello from the vendor' });
  });

  test('refuses another user’s channel: the auth endpoint answers 403 and the subscription fails', async () => {
    await logInAs('couple');
    const pusher = connect();

    await expect(subscribed(pusher, 'private-user-2')).rejects.toThrow(/subscription failed.*403/);
    expect(pushEvent('private-user-2', 'message', {})).toBe(0);
  });

  test('refuses a subscription whose auth was not signed for this socket', async () => {
    const socket = new WebSocket('ws://127.0.0.1:6001/app/wedding-local?protocol=7');
    const frames: { event: string; data: string }[] = [];
    const answered = new Promise<void>((resolve) => {
      socket.addEventListener('message', (event) => {
        const frame = JSON.parse(String(event.data)) as { event: string; data: string };
        frames.push(frame);
        if (frame.event === 'pusher:connection_established') {
          const auth = `wedding-local:${'0'.repeat(64)}`;
          socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-anonymous-abc', auth } }));
        } else resolve();
      });
    });

    await answered;
    socket.close();
    expect(frames.map((f) => f.event)).toEqual(['pusher:connection_established', 'pusher:error']);
    expect(pushEvent('private-anonymous-abc', 'message', {})).toBe(0);
  });

  test('closes a socket opened with another app key, as Pusher does (4001)', async () => {
    const socket = new WebSocket('ws://127.0.0.1:6001/app/someone-else?protocol=7');
    const frames: string[] = [];
    socket.addEventListener('message', (event) => frames.push(String(event.data)));
    const closed = await new Promise<CloseEvent>((resolve) => socket.addEventListener('close', resolve));
    expect(closed.code).toBe(4001);
    expect(frames.map((frame) => JSON.parse(frame) as { event: string })).toEqual([expect.objectContaining({ event: 'pusher:error' })]);
  });

  test('a vendor reply in a lead conversation reaches the couple as a message event', async () => {
    await logInAs('couple');
    const couple = await subscribed(connect(), 'private-user-1');
    const received = nextEvent<{ body: string; idConversation: number; fromType: string }>(couple, 'message');

    await logInAs('vendor');
    expect(await call(replyToUser, { Comentario: 'Saturday at 11am works for us!', id_solicitud: 7001 })).toMatchObject({ ok: true });

    expect(await received).toMatchObject({ body: 'Saturday at 11am works for us!', idConversation: 7001, fromType: 'vendor' });
  });
});
