import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loaders } from '../src/boot/loaders';
import { BUDGETS, BUDGET_PAGES } from './budgets';
import { usePreviewInChromium } from './browser-helpers';
import { contextFor } from './fixture-pages';
import { CONTROLS, measureTouch } from './first-touch';
import { asServed, readFigures, realtimeClientNames, scriptSizes, waitForSettled } from './page-metrics';

// What runs before the first touch: the browser itself, with no resting pointer (browser-helpers.ts).
const env = usePreviewInChromium({ build: 'chromium' });

/** Loads `path` as the PHP site serves it and reads its figures once its widgets settled. */
async function visit(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(env.url + asServed(path).slice(1));
  await waitForSettled(page);
  const figures = await readFigures(page);
  await page.close();
  return figures;
}

describe('JavaScript before any interaction', () => {
  const widgetNames = Object.keys(loaders);

  it(`is at most ${BUDGETS.pageJsGzip / 1024} kB gzip on home, listing and storefront, each widget chunk at most ${BUDGETS.widgetChunkGzip / 1024} kB, and no pusher-js (visitor)`, async () => {
    const context = await contextFor(env.url, env.browser, 'visitor', 412);
    for (const path of BUDGET_PAGES) {
      const scripts = scriptSizes(await visit(context, path));
      const names = scripts.map((s) => s.name);
      const listing = scripts.map((s) => `${s.name} ${s.gzip} B`).join(', ');
      expect(scripts.reduce((sum, s) => sum + s.gzip, 0), `${path}: ${listing}`).toBeLessThanOrEqual(BUDGETS.pageJsGzip);
      for (const chunk of scripts.filter((s) => widgetNames.includes(s.name))) expect(chunk.gzip, `${path}: ${chunk.name}`).toBeLessThanOrEqual(BUDGETS.widgetChunkGzip);
      // No channel to subscribe to: no realtime client, no API client, no account chunk.
      expect(names, path).not.toContain('pusher');
      expect(names, path).not.toContain('api-call');
      expect(names, path).not.toContain('account-data');
    }
    await context.close();
  });

  it(`is at most ${BUDGETS.accountPageJsGzip / 1024} kB gzip on home, listing and storefront for a couple, pusher-js apart: no React, no calls' client, no zod`, async () => {
    const context = await contextFor(env.url, env.browser, 'couple', 412);
    for (const path of BUDGET_PAGES) {
      // The realtime client (pusher-js and, when nothing else imports them, rolldown's CommonJS helpers it needs) loads at idle after LCP: apart.
      const all = scriptSizes(await visit(context, path));
      const apart = realtimeClientNames(all);
      const scripts = all.filter((s) => !apart.has(s.name));
      const names = scripts.map((s) => s.name);
      const listing = scripts.map((s) => `${s.name} ${s.gzip} B`).join(', ');
      expect(scripts.reduce((sum, s) => sum + s.gzip, 0), `${path}: ${listing}`).toBeLessThanOrEqual(BUDGETS.accountPageJsGzip);
      // The session check is made by hand, the count follows the channel with the realtime client alone.
      for (const chunk of ['react', 'kit', 'zod', 'account-data']) expect(names, path).not.toContain(chunk);
    }
    await context.close();
  });

  it.each([
    ['visitor', 'link', 'Log in'],
    ['couple', 'button', 'My account'],
  ] as const)('runs no React and creates no React root before the first touch on home, listing, storefront and inbox (%s)', async (account, role, name) => {
    const context = await contextFor(env.url, env.browser, account, 412);
    for (const path of [...BUDGET_PAGES, '/inbox']) {
      const page = await context.newPage();
      await page.goto(env.url + asServed(path).slice(1));
      await waitForSettled(page);
      // Scrolled through, as a person reading it would (the tiles enhance as they come into view): still no React.
      await page.evaluate(async () => {
        for (let y = 0; y <= document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await waitForSettled(page);
      const names = scriptSizes(await readFigures(page)).map((s) => s.name);
      expect(names, path).not.toContain('react');
      expect(names, path).not.toContain('react-hooks');
      // React marks the element it renders into (its container) with a __reactContainer$ key.
      const roots = await page.evaluate(() => [...document.querySelectorAll('*')].filter((el) => Object.keys(el).some((key) => key.startsWith('__reactContainer$'))).length);
      expect(roots, path).toBe(0);
      // The header is still the server's: its Log in (a couple's account, which the script makes the dropdown's button) is the server's link.
      await expect(page.getByRole('banner').getByRole(role, { name, exact: true }).evaluateAll((all) => all.map((el) => el.tagName)), path).resolves.toEqual(['A']);
      await page.close();
    }
    await context.close();
  });

  it('loads pusher-js for a couple only once the server confirmed the session, which gives the header its channel, and after the largest paint', async () => {
    const context = await contextFor(env.url, env.browser, 'couple', 412);
    const page = await context.newPage();
    await page.goto(env.url + asServed('/home').slice(1));
    await waitForSettled(page);
    const timing = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const find = (pattern: RegExp) => entries.find((e) => pattern.test(new URL(e.name).pathname));
      return { checkAnswered: find(/\/com-VerificaLayerSession\.php$/)?.responseEnd, pusherAsked: find(/\/chunks\/pusher-[\w-]+\.js$/)?.startTime };
    });
    expect(timing.checkAnswered).toBeGreaterThan(0);
    expect(timing.pusherAsked).toBeGreaterThan(0);
    expect(timing.pusherAsked!).toBeGreaterThanOrEqual(timing.checkAnswered!);
    const { lcp } = await readFigures(page);
    expect(lcp).toBeGreaterThan(0);
    expect(timing.pusherAsked!).toBeGreaterThanOrEqual(lcp);
    await context.close();
  });
});

// A page loaded at slow 4G and 4x CPU, settled, then touched: on a machine busy with the rest of
// the suite this took over the project's 60 s once (a clean-clone CI run), as its goto may.
describe('A first touch on a slow phone (slow 4G, 4x CPU)', { timeout: 120_000 }, () => {
  it.each(['header: Log in', 'header: Sign up'])('%s: the layer’s form is asked for at the tap, beside all of the layer’s code, in one wave: the header’s own chunks were warmed at idle after the load', async (name) => {
    const control = CONTROLS.find((c) => c.name === name)!;
    const run = await measureTouch(env.browser, env.url, control);
    const waveOf = (part: RegExp) => run.requests.filter((r) => part.test(r.url)).map((r) => r.wave);
    const listing = run.requests.map((r) => `${r.wave}:${r.url}`).join(', ');
    // The header's chunk and its static imports (as the page lists them) came before the tap.
    const list = JSON.parse(readFileSync('dist/.vite/widgets.json', 'utf8')) as Record<string, string>;
    const header = list.header!.split(',').map((chunk) => `chunks/${chunk.split('#')[0]}.js`);
    expect(run.requests.filter((r) => header.includes(r.url)), listing).toEqual([]);
    // Then one wave: the form (plain fetch, at the tap's replay), the sanitizer and the layer's code.
    const layer = waveOf(/layer\.php/);
    expect(layer, listing).toEqual([1]);
    for (const part of [/^chunks\/open-auth-layer-/, /^chunks\/kit-/, /^chunks\/zod-/, /^chunks\/purify/]) expect(waveOf(part), `${part} in ${listing}`).toEqual([1]);
    // Nothing of the bundle's code comes later.
    expect(run.requests.filter((r) => r.url.startsWith('chunks/') && r.wave > 1), listing).toEqual([]);
  });

  it('chat launcher: the first panel (with the calls’ code), React and the whole chat in one wave at the tap; the menu’s two calls and the whole chat’s panel in the next; nothing after', async () => {
    const run = await measureTouch(env.browser, env.url, CONTROLS.find((c) => c.name === 'chat launcher')!);
    const waveOf = (part: RegExp) => run.requests.filter((r) => part.test(r.url)).map((r) => r.wave);
    const listing = run.requests.map((r) => `${r.wave}:${r.url}`).join(', ');
    for (const part of [/^chunks\/first-panel-/, /^chunks\/kit-/, /^chunks\/zod-/, /^chunks\/react-[\w-]{7}\.js/, /^chunks\/full-/]) expect(waveOf(part), `${part} in ${listing}`).toEqual([1]);
    // Asked for by the first panel once it is in, while React still comes (its list of imports
    // stays out of every account's first load): beside the calls, before the whole chat mounts.
    expect(waveOf(/^chunks\/panel-/), listing).toEqual([2]);
    expect(waveOf(/pusherCheck\.php/), listing).toEqual([2]);
    expect(waveOf(/pusherMenu\.php/), listing).toEqual([2]);
    expect(run.requests.filter((r) => r.url.startsWith('chunks/') && r.wave > 2), listing).toEqual([]);
  });
});
