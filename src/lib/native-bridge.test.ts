import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInAs, useMockBackend } from '../../mocks/testing';
import { finishAuth } from '../flows/auth/auth-done';
import { registry } from '../boot/registry';
import { startWidgets } from '../boot/scanner';
import { refreshSession } from '../state/session';
import { removeCookie } from './cookies';
import { emit } from './events';
import type { BridgeMessage } from './native-bridge';

useMockBackend();

const BROWSER_UA = navigator.userAgent;
const received: unknown[] = [];

function runInApp(platform: 'ios' | 'android' | 'ios10' | undefined) {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: platform ? `${BROWSER_UA} EverwedApp/${platform}` : BROWSER_UA });
  const w = window as unknown as Record<string, unknown>;
  w.webkit = { messageHandlers: { everwed: { postMessage: (message: unknown) => received.push(message) } } };
  w.EverwedAndroid = { postMessage: (json: string) => received.push(JSON.parse(json)) };
}

beforeEach(() => {
  received.length = 0;
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) removeCookie(name);
  refreshSession();
});
afterEach(() => {
  runInApp(undefined);
  const w = window as unknown as Record<string, unknown>;
  delete w.webkit;
  delete w.EverwedAndroid;
});

describe('the native app bridge', () => {
  it.each([
    ['ios', 'couple', { action: 'appLogin', type: 'user', id: 1, persistDays: 365 }],
    ['android', 'couple', { action: 'appLogin', type: 'user', id: 1, persistDays: 365 }],
    ['android', 'vendor', { action: 'appLogin', type: 'vendor', id: 1000, persistDays: 14 }],
  ] as const)('tells the %s app of a %s log-in, with how long it persists', async (platform, who, message) => {
    runInApp(platform);
    await logInAs(who);
    finishAuth();
    expect(received).toEqual([message satisfies BridgeMessage]);
  });

  it('tells nothing in a browser', async () => {
    runInApp(undefined);
    await logInAs('couple');
    finishAuth();
    expect(received).toEqual([]);
  });

  it("runs Google log-in through the app's bridge inside the app, and the app's token logs the couple in", async () => {
    runInApp('ios');
    document.body.innerHTML = `<header class="site-header" data-widget="header" data-hydrate="load"><a href="/users-login.php">Log in</a></header>`;
    const stop = startWidgets(document, registry);
    await waitFor(() => expect(document.querySelector('header')).toHaveAttribute('data-widget-state', 'mounted'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Google' }));

    await waitFor(() => expect(received).toEqual([{ action: 'googleLogin', requestId: expect.any(String) }]));
    const { requestId } = received[0] as { requestId: string };
    const bridge = (window as unknown as { everwedBridge: { answer(id: string, answer: unknown): void } }).everwedBridge;
    bridge.answer(requestId, { idToken: 'google-token-couple' });

    expect(await screen.findByRole('button', { name: 'My account' })).toBeInTheDocument();
    expect(received.at(-1)).toEqual({ action: 'appLogin', type: 'user', id: 1, persistDays: 365 });
    emit('modals:close', {});
    stop();
  });

  it('asks the iOS 10 app through its URL scheme', async () => {
    runInApp('ios10');
    // The frame is caught as it is added: the app, not a page, answers that URL (happy-dom would try to load it).
    const frames: string[] = [];
    const append = vi.spyOn(document.body, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) if (node instanceof HTMLIFrameElement) frames.push(node.src);
    });
    await logInAs('couple');
    finishAuth();
    append.mockRestore();
    expect(frames).toHaveLength(1);
    expect(frames[0]).toMatch(/^everwed-bridge:\/\/appLogin\?payload=/);
    expect(JSON.parse(decodeURIComponent(frames[0]!.split('payload=')[1]!))).toEqual({ action: 'appLogin', type: 'user', id: 1, persistDays: 365 });
  });
});

describe('an app that never answers', () => {
  it('ends the Google sign-in as a closed window after the timeout', async () => {
    vi.useFakeTimers();
    try {
      runInApp('android');
      const { googleLoginThroughApp, APP_ANSWER_TIMEOUT_MS } = await import('./native-bridge');
      const answer = googleLoginThroughApp();
      let settled: unknown;
      void answer.then((value) => (settled = value));
      await vi.advanceTimersByTimeAsync(APP_ANSWER_TIMEOUT_MS - 1);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toEqual({ closed: true });
      expect(received).toEqual([{ action: 'googleLogin', requestId: expect.any(String) }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
