import type { Browser, BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loaders } from '../src/boot/loaders';
import { BUDGETS, BUDGET_PAGES, FIXTURE_PAGES, LAYOUT_WIDTHS } from './budgets';
import { logIn, usePreviewInChromium } from './browser-helpers';
import { asServed, readFigures, recordFigures, scriptSizes, waitForSettled, wakeWaitingWidgets } from './page-metrics';

const env = usePreviewInChromium();

const ACCOUNTS = {
  visitor: undefined,
  couple: { mail: 'couple@example.com', password: 'Wedding2026!' },
  vendor: { mail: 'vendor@example.com', password: 'Vendor2026!' },
} as const;

/** A context logged in as `who`, recording each page's figures from its first moment. */
async function contextFor(browser: Browser, who: keyof typeof ACCOUNTS, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const account = ACCOUNTS[who];
  if (account) {
    const page = await context.newPage();
    await page.goto(env.url + asServed('/users-login.php').slice(1));
    await logIn(page, env.url, account.mail, account.password);
    await page.close();
  }
  await recordFigures(context);
  return context;
}

/**
 * Loads `path` as the PHP site serves it (see asServed for the options) and reads its figures once
 * its widgets settled; with `wake`, the widgets waiting for an interaction are woken and mounted too.
 */
async function visit(context: BrowserContext, path: string, options?: Parameters<typeof asServed>[1], { wake = false } = {}) {
  const page = await context.newPage();
  await page.goto(env.url + asServed(path, options).slice(1));
  await waitForSettled(page);
  if (wake) {
    await wakeWaitingWidgets(page);
    await waitForSettled(page);
  }
  const figures = await readFigures(page);
  await page.close();
  return figures;
}

/**
 * How the layout-shift test loads each page: drawn first once it is all parsed, so what it
 * measures is what mounting the widgets does. A page drawn while still parsed can shift by
 * itself (the fixture site's CSS, not the bundle), and whether Chromium draws it half parsed
 * depends on when its parser yields: it did now and then under load. The pieces make the page
 * arrive cut, every run, so the hold is proven to cover it.
 */
const ARRIVAL = { pieces: 3, drawnWhenParsed: true };

describe('layout shift from mounting', () => {
  for (const who of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) {
    for (const width of LAYOUT_WIDTHS) {
      it(`is none on every fixture page at ${width} px wide, every widget mounted (${who})`, async () => {
        const context = await contextFor(env.browser, who, width);
        for (const path of FIXTURE_PAGES) {
          // Widgets that wait for an interaction (the footer's country link, the app banner) are
          // woken without one, so what their mounting does is measured with the rest.
          const figures = await visit(context, path, ARRIVAL, { wake: true });
          const where = `${who}, ${width} px, ${path}`;
          expect(Object.values(figures.widgets), where).not.toHaveLength(0);
          expect(Object.values(figures.widgets).every((state) => state === 'mounted'), `${where}: ${JSON.stringify(figures.widgets)}`).toBe(true);
          // Each shift with the elements it moved, so a failure says what to fix.
          expect(figures.shifts, where).toEqual([]);
          expect(figures.cls).toBe(BUDGETS.cls);
        }
        await context.close();
      });
    }
  }
});

describe('JavaScript before any interaction', () => {
  const widgetNames = Object.keys(loaders);

  it(`is at most ${BUDGETS.pageJsGzip / 1024} kB gzip on home, listing and storefront, each widget chunk at most ${BUDGETS.widgetChunkGzip / 1024} kB, and no pusher-js (visitor)`, async () => {
    const context = await contextFor(env.browser, 'visitor', 412);
    for (const path of BUDGET_PAGES) {
      const scripts = scriptSizes(await visit(context, path));
      const names = scripts.map((s) => s.name);
      const listing = scripts.map((s) => `${s.name} ${s.gzip} B`).join(', ');
      expect(names, path).toContain('react');
      expect(names, path).toContain('header');
      expect(scripts.reduce((sum, s) => sum + s.gzip, 0), `${path}: ${listing}`).toBeLessThanOrEqual(BUDGETS.pageJsGzip);
      for (const chunk of scripts.filter((s) => widgetNames.includes(s.name))) expect(chunk.gzip, `${path}: ${chunk.name}`).toBeLessThanOrEqual(BUDGETS.widgetChunkGzip);
      // No channel to subscribe to: no realtime client, no API client, no account chunk.
      expect(names, path).not.toContain('pusher');
      expect(names, path).not.toContain('api-call');
      expect(names, path).not.toContain('account-data');
    }
    await context.close();
  });

  it('loads pusher-js for a couple only once the server confirmed the session, which gives the header its channel', async () => {
    const context = await contextFor(env.browser, 'couple', 412);
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
    await context.close();
  });
});
