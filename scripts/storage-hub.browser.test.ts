import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

/** The hub's page on the preview's other origin (fixtures/pages/storage-hub.ts): localhost, where the pages are at 127.0.0.1. */
const hubUrl = () => env.url.replace('127.0.0.1', 'localhost') + 'storage-hub';

declare global {
  interface Window {
    hubHeard?: string[];
  }
}

/**
 * Puts the hub in an iframe of `page`, as the page's cross-storage client does, and keeps what
 * the hub says to the page (the first 200 characters of each message). Returns the hub's frame
 * once its widget runs (unless `mounted` is false), so whatever is posted next reaches a listening hub.
 */
async function embedHub(page: Page, { mounted = true } = {}): Promise<Frame> {
  await page.evaluate((src) => {
    window.hubHeard = [];
    const frame = document.createElement('iframe');
    frame.id = 'hub';
    frame.src = src;
    frame.referrerPolicy = 'origin';
    window.addEventListener('message', (event) => {
      if (event.source === frame.contentWindow) window.hubHeard!.push(typeof event.data === 'string' ? event.data.slice(0, 200) : `(${typeof event.data})`);
    });
    document.body.append(frame);
  }, hubUrl());
  const hub = await (await page.waitForSelector('iframe#hub', { state: 'attached' })).contentFrame();
  if (!hub) throw new Error('the hub frame did not load');
  if (mounted) await hub.waitForSelector('[data-widget="storage-hub"][data-widget-state="mounted"]', { state: 'attached', timeout: 15000 });
  return hub;
}

/** Posts `messages` to the hub, then what it said back once it has had `ms` to answer. */
async function ask(page: Page, messages: string[], ms = 1000): Promise<string[]> {
  return page.evaluate(
    async ([sent, wait]) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe#hub')!;
      for (const message of sent) frame.contentWindow!.postMessage(message, '*');
      await new Promise((resolve) => setTimeout(resolve, wait));
      return window.hubHeard!;
    },
    [messages, ms] as const,
  );
}

const request = (id: string, method: 'get' | 'set' | 'remove', key: string, value?: string) => JSON.stringify(value === undefined ? { id, method, key } : { id, method, key, value });

describe('the cross-domain storage hub on its own origin', () => {
  it('answers a country domain’s page: ready, then set and get', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.url}home`);
    await embedHub(page);
    const heard = await ask(page, [request('1', 'set', 'shared', 'yes'), request('2', 'get', 'shared')]);
    expect(heard.map((message) => JSON.parse(message) as unknown)).toEqual([{ ready: true }, { id: '1', ok: true, value: null }, { id: '2', ok: true, value: 'yes' }]);
    await context.close();
  });

  it('gives a 5 MB message nothing and goes on answering', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${env.url}home`);
    await embedHub(page);
    const huge = 'x'.repeat(5 * 1024 * 1024);
    const heard = await ask(page, [request('1', 'set', 'shared', 'kept'), huge, request('big', 'set', 'shared', huge), request('2', 'get', 'shared')], 1500);
    // The ready, the first set, and the get: the value the 5 MB set would have written is not there.
    expect(heard.map((message) => JSON.parse(message) as unknown)).toEqual([{ ready: true }, { id: '1', ok: true, value: null }, { id: '2', ok: true, value: 'kept' }]);
    await context.close();
  });

  // Other origins on this machine (Chromium keeps a page elsewhere from framing a local one at
  // all): *.localhost names are loopback, which the preview answers with its pages.
  for (const [who, host] of [
    ['a foreign origin', 'foreign.localhost'],
    ['a look-alike host', '127.0.0.1.localhost'],
  ] as const) {
    it(`gives ${who} nothing: no ready, no answer, whatever it asks`, async () => {
      const context = await env.browser.newContext();
      const page = await context.newPage();
      await page.goto(`${env.url.replace('127.0.0.1', host)}home`);
      // The hub runs in the frame (its widget mounted), and hears the page.
      await embedHub(page);
      const heard = await ask(page, [request('1', 'get', 'shared'), request('2', 'set', 'shared', 'stolen'), request('3', 'remove', 'shared')]);
      expect(heard).toEqual([]);
      await context.close();
    });
  }

  it('gives the null origin nothing: a data: document (origin null) cannot even run the hub', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<!doctype html><title>Opaque</title><body></body>');
    expect(await page.evaluate(() => origin)).toBe('null');
    // Chromium refuses the local hub to a document of no address (Private Network Access): the
    // frame shows its error page. (Were it to run, the hub refuses "null" itself: cross-storage-hub.test.ts.)
    await expect(embedHub(page, { mounted: false })).resolves.toBeTruthy();
    await expect.poll(() => page.frames().map((frame) => frame.url()).slice(1)).toEqual(['chrome-error://chromewebdata/']);
    const heard = await ask(page, [request('1', 'get', 'shared'), request('2', 'set', 'shared', 'stolen'), request('3', 'remove', 'shared')]);
    expect(heard).toEqual([]);
    await context.close();
  });
});
