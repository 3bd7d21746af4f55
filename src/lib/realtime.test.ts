import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { pushEvent } from '../../mocks/pusher';
import { pusherHub } from '../../mocks/pusher-hub';
import { logInAs, STAND_IN_PUSHER, useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { resetSiteConfig } from './config';
import { disconnectRealtime, subscribe } from './realtime';

useMockBackend();

const stops: (() => void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await disconnectRealtime();
  document.head.innerHTML = '';
  resetSiteConfig();
  vi.restoreAllMocks();
});

describe('realtime', () => {
  it('is off without pusher settings, says so once, and opens no connection', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    writeSiteConfig({ country: 'US' });
    const offline = vi.fn();
    stops.push(subscribe('private-anonymous-a', 'message', offline), subscribe('private-anonymous-b', 'message', offline));
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('[widgets] Realtime is off: the site config has no "pusher" settings.');

    // The same page once it has settings: the first connection is this one, and the
    // subscriptions made without settings never joined.
    writeSiteConfig({ pusher: { ...STAND_IN_PUSHER } });
    const online = vi.fn();
    stops.push(subscribe('public-news', 'note', online));
    await waitFor(() => expect(pushEvent('public-news', 'note', { n: 1 })).toBe(1));
    expect(pushEvent('private-anonymous-a', 'message', {})).toBe(0);
    expect(offline).not.toHaveBeenCalled();
  });

  it('gives a late listener that asks for it (replay) what the channel got before, once: nothing is missed between two widgets joining', async () => {
    writeSiteConfig();
    await logInAs('couple');
    const first = vi.fn();
    stops.push(subscribe('private-user-1', 'message', first));
    await waitFor(() => expect(pushEvent('private-user-1', 'message', { id: 1 })).toBe(1));
    pushEvent('private-user-1', 'lead', { id: 2 });
    await waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    // A late listener asking for replay hears the message it missed (not the other event), then what comes.
    const late = vi.fn();
    stops.push(subscribe('private-user-1', 'message', late, { replay: true }));
    await waitFor(() => expect(late).toHaveBeenCalledWith({ id: 1 }));
    pushEvent('private-user-1', 'message', { id: 3 });
    const data = (listener: ReturnType<typeof vi.fn>) => listener.mock.calls.map(([value]) => value);
    await waitFor(() => expect(data(late)).toEqual([{ id: 1 }, { id: 3 }]));
    // The first replay took it all: a later one, and one without replay, hear only what comes next.
    const later = vi.fn();
    const plain = vi.fn();
    stops.push(subscribe('private-user-1', 'message', later, { replay: true }), subscribe('private-user-1', 'message', plain));
    pushEvent('private-user-1', 'message', { id: 4 });
    await waitFor(() => expect(data(later)).toEqual([{ id: 4 }]));
    await waitFor(() => expect(data(plain)).toEqual([{ id: 4 }]));
  });

  it('reports a channel the server refuses, as pusher-js reports it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeSiteConfig();
    await logInAs('couple');
    stops.push(subscribe('private-user-2', 'message', () => {}));
    await waitFor(() => expect(error).toHaveBeenCalledWith('[widgets] The realtime channel private-user-2 was refused.', expect.objectContaining({ type: 'AuthError', error: expect.stringContaining('received status: 403') })));
    expect(pushEvent('private-user-2', 'message', {})).toBe(0);
  });

  it('reports a refused channel once, though pusher-js asks again after a reconnect', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeSiteConfig();
    await logInAs('couple');
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/pusher/pusherAuth.php') asked += 1;
    });
    stops.push(subscribe('private-user-2', 'message', () => {}));
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    pusherHub.setOutage(true);
    pusherHub.setOutage(false);
    await waitFor(() => expect(asked).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(error).toHaveBeenCalledTimes(1);
    server.events.removeAllListeners();
  }, 20000);

  it('delivers the events of a channel the couple may follow', async () => {
    writeSiteConfig();
    await logInAs('couple');
    const received = new Promise((resolve) => stops.push(subscribe('private-user-1', 'message', resolve)));
    await waitFor(() => expect(pushEvent('private-user-1', 'message', { body: 'Hello' })).toBe(1));
    await expect(received).resolves.toEqual({ body: 'Hello' });
  });

  it('delivers to a listener that joins while the channel of one that left is still being authorized', async () => {
    writeSiteConfig();
    await logInAs('couple');
    // The auth answers late (PHP over a phone's network), then as the stand-in does.
    let authStarted!: () => void;
    const asked = new Promise<void>((resolve) => (authStarted = resolve));
    server.use(
      http.post('*/pusher/pusherAuth.php', async () => {
        authStarted();
        await delay(300);
      }),
    );
    // A widget removed (its roots unmounted) and inserted again, as the runtime does with HTML a page replaces.
    const leaving = subscribe('private-user-1', 'message', () => {});
    await asked;
    leaving();
    const received = new Promise((resolve) => stops.push(subscribe('private-user-1', 'message', resolve)));
    await waitFor(() => expect(pushEvent('private-user-1', 'message', { body: 'Still here' })).toBe(1));
    await expect(received).resolves.toEqual({ body: 'Still here' });
  });
});

describe('channel authorization', () => {
  it('sends the session cookies with the auth request when the endpoints are on another origin', async () => {
    writeSiteConfig({ pusher: STAND_IN_PUSHER, endpointBase: 'https://api.elsewhere.example' });
    await logInAs('couple');
    const asked: { credentials: RequestCredentials; requestedWith: string | null; body: string }[] = [];
    server.use(
      http.post('https://api.elsewhere.example/pusher/pusherAuth.php', async ({ request }) => {
        asked.push({ credentials: request.credentials, requestedWith: request.headers.get('X-Requested-With'), body: await request.text() });
        return HttpResponse.json({ error: 'stop here' }, { status: 403 });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stops.push(subscribe('private-user-1', 'message', () => {}));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ credentials: 'include', requestedWith: 'XMLHttpRequest' });
    expect(new URLSearchParams(asked[0]!.body).get('channel_name')).toBe('private-user-1');
  });
});
