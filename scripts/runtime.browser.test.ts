import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

const MENU = '{"menu":[{"label":"Venues","url":"/c/ca/wedding-venues/1-vendors.html"}]}';

/** A legacy page served at an arbitrary path, including the bundle from `bundle`. */
async function legacyPage(body: string, bundle = '/dist/widgets.js'): Promise<Page> {
  const page = await env.browser.newPage();
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Legacy</title><link rel="stylesheet" href="/fixtures/site.css"></head>
<body>${body}<script type="module" src="${bundle}"></script></body></html>`;
  await page.route('**/legacy/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  return page;
}

const header = (hydrate: string) =>
  `<header class="site-header" data-widget="header" data-hydrate="${hydrate}"><script type="application/json">${MENU}</script>
   <div class="site-header__bar"><a class="site-header__logo" href="/home">WeddingWire</a>
   <div class="site-header__actions"><a class="btn btn--ghost" href="/users-login.php">Log in</a><a class="btn btn--primary" href="/users-signup.php">Sign up</a></div></div></header>`;

const stateOf = (page: Page) => page.getAttribute('header[data-widget]', 'data-widget-state');

describe('the runtime in Chromium', () => {
  it('loads its lazy chunks relative to the script, from any path', async () => {
    const page = await legacyPage(`<main><h1>Deep page</h1>${header('load')}</main>`, '/static/fe/widgets.js');
    const errors = collectErrors(page);
    await page.goto(`${env.url}legacy/some/deep/page.php`);
    await page.waitForSelector('header[data-widget-state="mounted"]');
    const chunks = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.endsWith('.js')));
    expect(chunks.filter((p) => p.includes('/chunks/')).every((p) => p.startsWith('/static/fe/chunks/'))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("finds and follows the page's widgets where named elements of the server's HTML clobber the document's own methods", async () => {
    const page = await legacyPage(`<main><h1>Clobbered</h1><img name="querySelectorAll" alt=""><img name="documentElement" alt="">${header('load')}</main>`);
    const errors = collectErrors(page);
    await page.goto(`${env.url}legacy/clobbered.php`);
    // What the server's HTML does to the document: its names hide the methods.
    expect(await page.evaluate(() => [typeof document.querySelectorAll, (document.documentElement as Element).tagName])).toEqual(['object', 'IMG']);
    await page.waitForSelector('header[data-widget-state="mounted"]');
    // HTML inserted later is still found.
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<div id="later" data-widget="header" data-hydrate="load"></div>'));
    await page.waitForSelector('#later[data-widget-state]');
    expect(errors.filter((error) => !error.includes('Widget "header"'))).toEqual([]);
    await page.close();
  });

  it('hydrates on interaction and replays the first click instead of following the server link', async () => {
    const page = await legacyPage(`<main><h1>Interaction</h1>${header('interaction')}</main>`);
    await page.goto(`${env.url}legacy/interaction.php`);
    await page.waitForTimeout(300);
    expect(await stateOf(page)).toBe('pending');
    const before = await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.includes('/chunks/')).length);
    expect(before).toBe(0);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' }).waitFor()).resolves.toBeUndefined();
    expect(page.url()).toBe(`${env.url}legacy/interaction.php`);
    expect(await stateOf(page)).toBe('mounted');
    await page.close();
  });

  it('hydrates a visible widget only when it scrolls into view', async () => {
    const page = await legacyPage(`<main><h1>Long page</h1><div style="height:3000px"></div>${header('visible')}</main>`);
    await page.goto(`${env.url}legacy/long.php`);
    await page.waitForTimeout(400);
    expect(await stateOf(page)).toBe('pending');
    await page.locator('header[data-widget]').scrollIntoViewIfNeeded();
    await page.waitForSelector('header[data-widget-state="mounted"]');
    await page.close();
  });

  it('keeps the other widgets working when one is broken', async () => {
    const page = await legacyPage(`<main><h1>Broken</h1><div data-widget="no-such-widget">Server text</div>
      <header data-widget="header" data-hydrate="load"><script type="application/json">{"menu":42}</script><a href="/home">Home</a></header>${header('load')}</main>`);
    const errors = collectErrors(page);
    await page.goto(`${env.url}legacy/broken.php`);
    await page.waitForSelector('header[data-widget-state="mounted"]');
    const states = await page.evaluate(() => [...document.querySelectorAll('[data-widget]')].map((el) => el.getAttribute('data-widget-state')));
    expect(states).toEqual(['error', 'error', 'mounted']);
    await expect(page.getByText('Server text').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Home' }).first().isVisible()).resolves.toBe(true);
    expect(errors.some((e) => e.includes('Unknown widget "no-such-widget"'))).toBe(true);
    expect(errors.some((e) => e.includes('Widget "header" not mounted: bad props'))).toBe(true);
    await page.close();
  });
});

describe('the production bundle', () => {
  it('ships none of the stand-in backend', () => {
    const dist = join(import.meta.dirname, '..', 'dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(files).toContain('widgets.js');
    for (const file of files) {
      const code = readFileSync(join(dist, file), 'utf8');
      expect(code, file).not.toMatch(/mockBackend|setupWorker|mockServiceWorker|couple@example\.com|Wedding2026!/);
    }
  });
});
