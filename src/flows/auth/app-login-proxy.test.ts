import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accounts, useMockBackend, writeSiteConfig } from '../../../mocks/testing';
import { server } from '../../../mocks/node';
import { login } from '../../api/accounts';
import { call } from '../../api/call';
import type { BridgeMessage } from '../../lib/native-bridge';
import { appLoginProxy } from './app-login-proxy';

useMockBackend();

const BROWSER_UA = navigator.userAgent;
const asked: BridgeMessage[] = [];
/** What the app does with a proxied call: by default, makes it (as its own HTTP client would) and answers with the server's answer. */
let app: (message: Extract<BridgeMessage, { action: 'loginProxy' }>) => Promise<unknown> | undefined;
const logIns: string[] = [];

function answer(requestId: string, value: unknown) {
  (window as unknown as { everwedBridge: { answer(id: string, answer: unknown): void } }).everwedBridge.answer(requestId, value);
}

function runInApp(platform: 'ios' | 'android' | undefined, bridge = true) {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: platform ? `${BROWSER_UA} EverwedApp/${platform}` : BROWSER_UA });
  const w = window as unknown as Record<string, unknown>;
  delete w.webkit;
  delete w.EverwedAndroid;
  if (!bridge) return;
  w.webkit = {
    messageHandlers: {
      everwed: {
        postMessage(message: BridgeMessage) {
          asked.push(message);
          if (message.action !== 'loginProxy') return;
          void app(message)?.then((value) => answer(message.requestId, value));
        },
      },
    },
  };
}

const couple = { mail: accounts.couple.mail, password: accounts.couple.password };

beforeEach(() => {
  asked.length = 0;
  logIns.length = 0;
  app = async (message) => {
    const response = await fetch(message.url, { method: message.method, body: new URLSearchParams(message.body), headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-App-Proxy': '1' } });
    return { status: response.status, contentType: response.headers.get('Content-Type') ?? undefined, body: await response.text() };
  };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/users-login-run.php') logIns.push(request.headers.get('X-App-Proxy') ? 'by the app' : 'by the page');
  });
  writeSiteConfig({ features: { appLoginProxy: true } });
});
afterEach(() => {
  server.events.removeAllListeners();
  runInApp(undefined, false);
});

describe("the native app's log-in proxy (spec §6)", () => {
  it('sends the log-in call through the app, which makes it and hands back the answer', async () => {
    runInApp('ios');
    const result = await call(login, couple, appLoginProxy());
    expect(result).toMatchObject({ ok: true, data: { status: 'success' } });
    expect(asked).toEqual([
      { action: 'loginProxy', requestId: expect.any(String), url: `${location.origin}/users-login-run.php`, method: 'POST', body: new URLSearchParams(couple).toString() },
    ]);
    expect(logIns).toEqual(['by the app']);
  });

  it("reads the server's refusal, through the app, as the page's own", async () => {
    runInApp('ios');
    const result = await call(login, { ...couple, password: 'not-it' }, appLoginProxy());
    expect(result).toMatchObject({ ok: true, data: { status: 'error', errorMessage: expect.any(String) } });
    expect(logIns).toEqual(['by the app']);
  });

  it('is the page own call in a browser, and in an app whose site config does not enable it', async () => {
    runInApp(undefined);
    await expect(call(login, couple, appLoginProxy())).resolves.toMatchObject({ ok: true });
    runInApp('ios');
    writeSiteConfig({ features: {} });
    await expect(call(login, couple, appLoginProxy())).resolves.toMatchObject({ ok: true });
    expect(asked).toEqual([]);
    expect(logIns).toEqual(['by the page', 'by the page']);
  });

  it('is the page own call in an app without the bridge', async () => {
    runInApp('android', false);
    await expect(call(login, couple, appLoginProxy())).resolves.toMatchObject({ ok: true, data: { status: 'success' } });
    expect(logIns).toEqual(['by the page']);
  });

  it("is an HTTP failure when the server failed the app's call", async () => {
    server.use(http.post('*/users-login-run.php', () => new HttpResponse('Internal Server Error', { status: 500 })));
    runInApp('ios');
    await expect(call(login, couple, appLoginProxy())).resolves.toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
  });

  it('is a failure, not an exception, when the app answers something else', async () => {
    runInApp('ios');
    for (const odd of [{ loggedIn: true }, { status: 'ok', body: '{}' }, { status: 200, body: 3 }, null, 'yes']) {
      app = async () => odd;
      await expect(call(login, couple, appLoginProxy())).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
    }
    // The server's answer without its Content-Type is checked as the page's own would be: not JSON.
    app = async () => ({ status: 200, contentType: null, body: '{"status":"success"}' });
    await expect(call(login, couple, appLoginProxy())).resolves.toMatchObject({ ok: false, error: { kind: 'invalid-answer' } });
    expect(logIns).toEqual([]);
  });

  it("times out as the page's own call would when the app never answers, and drops a late answer", async () => {
    runInApp('ios');
    let late: (value: unknown) => void = () => {};
    app = () => new Promise((resolve) => (late = resolve));
    await expect(call(login, couple, { ...appLoginProxy(), timeoutMs: 50 })).resolves.toMatchObject({ ok: false, error: { kind: 'timeout' } });
    late({ status: 200, contentType: 'application/json', body: '{"status":"success"}' });
    expect(logIns).toEqual([]);
  });
});
