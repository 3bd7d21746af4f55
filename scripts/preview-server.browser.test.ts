import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A raw request, as a hostile page or tool would send it (path and headers as given, not normalised). */
function raw(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const { hostname, port } = new URL(env.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ hostname, port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const scenario = async () => (JSON.parse((await raw('/__mock/state')).body) as { scenario: string }).scenario;

describe('the preview server against hostile requests', () => {
  // A sibling of dist/ whose name starts with "dist": a prefix check without the separator let it through.
  beforeAll(() => {
    mkdirSync(`${ROOT}dist-secret`, { recursive: true });
    writeFileSync(`${ROOT}dist-secret/s.txt`, 'secret');
  });
  afterAll(() => rmSync(`${ROOT}dist-secret`, { recursive: true, force: true }));

  it('serves no file outside the folder of its path', async () => {
    for (const path of ['/dist/..%2fdist-secret%2fs.txt', '/dist/../dist-secret/s.txt', '/dist/%2e%2e/dist-secret/s.txt', '/fixtures/..%2f..%2fpackage.json', '/static/fe/..%2f..%2fpackage.json']) {
      const answer = await raw(path);
      expect(answer.body, path).not.toMatch(/secret|wedding-widgets/);
      expect(answer.status, path).not.toBe(200);
    }
    expect((await raw('/dist/widgets.js')).status).toBe(200);
  });

  it('answers no name but its own (DNS rebinding sends another Host)', async () => {
    const { port } = new URL(env.url);
    for (const path of ['/home', '/__mock/state']) {
      expect((await raw(path, { headers: { Host: `rebind.example:${port}` } })).status, path).toBe(403);
      expect((await raw(path, { headers: { Host: `localhost:${port}` } })).status, path).toBe(200);
    }
  });

  it('refuses a control call a page of another origin sends, even as a simple text/plain POST', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    // localhost and 127.0.0.1 are different origins (and sites) to the browser.
    const foreign = env.url.replace('127.0.0.1', 'localhost');
    await page.goto(foreign + 'home');
    const status = await page.evaluate(async (target) => {
      const response = await fetch(`${target}__mock/scenario`, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: '{"name":"offline"}' });
      return response.type;
    }, env.url);
    expect(status).toBe('opaque');
    expect(await scenario()).toBe('normal');
    expect((await raw('/__mock/scenario', { method: 'POST', headers: { Origin: foreign.slice(0, -1), 'Content-Type': 'text/plain' }, body: '{"name":"offline"}' })).status).toBe(403);
    expect(await scenario()).toBe('normal');
    // The preview's own pages still drive it.
    await page.goto(env.url + 'home');
    await page.evaluate(() => window.mockBackend?.scenario('slow'));
    expect(await scenario()).toBe('slow');
    await page.evaluate(() => window.mockBackend?.reset());
    await context.close();
  });

  it('checks a control call however its path is written: dot segments, %-escapes, another case, a prefix', async () => {
    const { port } = new URL(env.url);
    const foreign = { Origin: `http://localhost:${port}`, 'Content-Type': 'text/plain' };
    const paths = [
      '/x/__mock/../__mock/scenario',
      '/x/%2e%2e/__mock/scenario',
      '/%5F%5Fmock/scenario',
      '/__mock%2Fscenario',
      '/x/__mock/scenario',
      '/__MOCK/scenario',
      '/__mock/%E0%A4%A',
    ];
    try {
      for (const path of paths) {
        const answer = await raw(path, { method: 'POST', headers: foreign, body: '{"name":"offline"}' });
        expect(answer.status, path).toBe(403);
        expect(await scenario(), path).toBe('normal');
      }
    } finally {
      await raw('/__mock/reset', { method: 'POST' });
    }
  });

  it('makes the lazy chunks answer 404 on the chunk switch (deploy skew), not the entry, until switched back or reset; only its own pages may switch it', async () => {
    const chunk = readdirSync(`${ROOT}dist/chunks`).find((name) => name.endsWith('.js'));
    const switchChunks = (gone: boolean, headers: Record<string, string> = {}) =>
      raw('/__mock/chunks', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ gone }) });
    expect((await raw(`/dist/chunks/${chunk}`)).status).toBe(200);
    expect((await switchChunks(true, { Origin: env.url.replace('127.0.0.1', 'localhost').slice(0, -1) })).status).toBe(403);
    expect((await raw(`/dist/chunks/${chunk}`)).status).toBe(200);
    try {
      expect(JSON.parse((await switchChunks(true)).body)).toEqual({ gone: true, delayMs: 0 });
      for (const path of [`/dist/chunks/${chunk}`, `/static/fe/chunks/${chunk}`, `/dist/x/../chunks/${chunk}`]) expect((await raw(path)).status, path).toBe(404);
      expect((await raw('/dist/widgets.js')).status).toBe(200);
      expect((await raw('/__preview/mocks.js')).status).toBe(200);
      await switchChunks(false);
      expect((await raw(`/dist/chunks/${chunk}`)).status).toBe(200);
      await switchChunks(true);
      await raw('/__mock/reset', { method: 'POST' });
      expect((await raw(`/dist/chunks/${chunk}`)).status).toBe(200);
      expect((await raw('/__mock/chunks', { method: 'POST', body: '{"gone":"yes"}' })).status).toBe(400);
      expect((await raw('/__mock/chunks', { method: 'POST', body: '{"delayMs":20000}' })).status).toBe(400);
    } finally {
      await switchChunks(false);
    }
  });

  it('holds each lazy chunk for delayMs on the chunk switch, not the entry, until set to 0 or reset', async () => {
    const chunk = readdirSync(`${ROOT}dist/chunks`).find((name) => name.endsWith('.js'));
    const timed = async (path: string) => {
      const started = Date.now();
      const { status } = await raw(path);
      return { status, ms: Date.now() - started };
    };
    try {
      expect(JSON.parse((await raw('/__mock/chunks', { method: 'POST', body: '{"delayMs":600}' })).body)).toEqual({ gone: false, delayMs: 600 });
      const held = await timed(`/dist/chunks/${chunk}`);
      expect(held.status).toBe(200);
      expect(held.ms).toBeGreaterThanOrEqual(600);
      expect((await timed('/dist/widgets.js')).ms).toBeLessThan(600);
      await raw('/__mock/reset', { method: 'POST' });
      expect((await timed(`/dist/chunks/${chunk}`)).ms).toBeLessThan(600);
    } finally {
      await raw('/__mock/chunks', { method: 'POST', body: '{"delayMs":0}' });
    }
  });

  it('survives a Pusher upgrade whose key holds a malformed %-escape, and answers the next request', async () => {
    const url = env.url.replace('http:', 'ws:') + 'app/%E0%A4%A?protocol=7';
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(url, { origin: env.url.slice(0, -1) });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => resolve(0));
    });
    expect(status).toBe(400);
    expect((await raw('/home')).status).toBe(200);
  });

  it('refuses a Pusher socket opened from another origin', async () => {
    const url = env.url.replace('http:', 'ws:') + 'app/wedding-local?protocol=7';
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(url, { origin: 'http://evil.example' });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(403);
    const established = await new Promise<string>((resolve) => {
      const socket = new WebSocket(url, { origin: env.url.slice(0, -1) });
      socket.on('message', (data: Buffer) => {
        resolve((JSON.parse(data.toString()) as { event: string }).event);
        socket.close();
      });
    });
    expect(established).toBe('pusher:connection_established');
  });
});

describe("the preview's pages for the bench", () => {
  it('serves a page as PHP does with the bundle, and with ?bundle=none the same page without any of its tags (the bench’s control), in Chromium too', async () => {
    const page = 'emp-Form.php?id_empresa=1000&served=php';
    const withBundle = (await raw(`/${page}`)).body;
    const without = (await raw(`/${page}&bundle=none`)).body;
    expect(withBundle).toContain('<script type="module" src="/dist/widgets.js"');
    expect(withBundle).toContain('data-widget-preloads');
    expect(withBundle).toContain('data-widget-chunks');
    for (const tag of ['<script type="module"', 'data-widget-preloads', 'data-widget-chunks']) expect(without).not.toContain(tag);
    // The rest of the page is the same: its own config and every widget's element.
    expect(without).toContain('data-site-config');
    expect(without.match(/data-widget="/g)).toEqual(withBundle.match(/data-widget="/g));
    const tab = await env.browser.newPage();
    const scripts: string[] = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await tab.goto(`${env.url}${page}&bundle=none`);
    await tab.waitForLoadState('load');
    expect(scripts).toEqual([]);
    expect(await tab.locator('[data-widget-state]').count()).toBe(0);
    await tab.close();
  });
});
