import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { BUDGETS, FIXTURE_PAGES, LAYOUT_WIDTHS } from './budgets';
import { axeViolations, collectErrors, logIn, usePreviewInChromium } from './browser-helpers';
import { asServed, readFigures, recordFigures, waitForSettled, wakeWaitingWidgets } from './page-metrics';

export const ACCOUNTS = {
  visitor: undefined,
  couple: { mail: 'couple@example.com', password: 'Wedding2026!' },
  vendor: { mail: 'vendor@example.com', password: 'Vendor2026!' },
} as const;

export type Who = keyof typeof ACCOUNTS;

/** A new context with `options`, logged in as `who` through the preview at `url` (a visitor: not at all). */
export async function accountContext(browser: Browser, url: string, who: Who, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  const account = ACCOUNTS[who];
  if (account) await logIn(context, url, account.mail, account.password);
  return context;
}

/** A context logged in as `who`, recording each page's figures from its first moment. */
export async function contextFor(url: string, browser: Browser, who: Who, width: number): Promise<BrowserContext> {
  const context = await accountContext(browser, url, who, { viewport: { width, height: 900 } });
  await recordFigures(context);
  return context;
}

/**
 * How each fixture page is loaded: drawn first once it is all parsed, so what the layout-shift
 * check measures is what mounting the widgets does. A page drawn while still parsed can shift by
 * itself (the fixture site's CSS, not the bundle), and whether Chromium draws it half parsed
 * depends on when its parser yields: it did now and then under load. The pieces make the page
 * arrive cut, every run, so the hold is proven to cover it.
 */
const ARRIVAL = { pieces: 3, drawnWhenParsed: true };

/** Widths at which axe-core also runs: a phone's and a laptop's (the tablet's layout is the phone's menu with more room). */
const AXE_WIDTHS: readonly number[] = [412, 1280];
/** The small phone the discovery issue tries pages at: axe runs there too, once the page is checked at 412 px. */
const SMALL_PHONE_WIDTH = 375;

/**
 * One pass over every fixture page as the PHP site serves it, for one account at one width: the
 * page answers 200 and never reloads itself or registers a service worker, every widget mounts
 * (those waiting for an interaction are woken without one, so their mounting is measured with the
 * rest), mounting shifts nothing, no console error or uncaught exception, and (at AXE_WIDTHS)
 * axe-core finds nothing.
 */
async function checkEveryPage(url: string, browser: Browser, who: Who, width: number): Promise<void> {
  const context = await contextFor(url, browser, who, width);
  // One tab goes from page to page, as a person does: Chromium keeps its renderer process for
  // the site, so the pass costs the pages, not a process per page.
  const page = await context.newPage();
  const errors = collectErrors(page);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  for (const path of FIXTURE_PAGES) {
    const where = `${who}, ${width} px, ${path}`;
    errors.length = 0;
    navigations = 0;
    const response = await page.goto(url + asServed(path, ARRIVAL).slice(1));
    expect(response?.status(), where).toBe(200);
    await waitForSettled(page);
    await wakeWaitingWidgets(page);
    await waitForSettled(page);
    const figures = await readFigures(page);
    expect(Object.values(figures.widgets), where).not.toHaveLength(0);
    expect(Object.values(figures.widgets).every((state) => state === 'mounted'), `${where}: ${JSON.stringify(figures.widgets)}`).toBe(true);
    // Each shift with the elements it moved, so a failure says what to fix.
    expect(figures.shifts, where).toEqual([]);
    expect(figures.cls, where).toBe(BUDGETS.cls);
    // The page never reloads itself, and registers no service worker (only ?standin=worker does).
    expect(navigations, `${where}: navigations`).toBe(1);
    await expect(page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), where).resolves.toBe(0);
    await expect(page.locator('header.site-header[data-widget]').isVisible(), where).resolves.toBe(true);
    if (AXE_WIDTHS.includes(width)) expect(await axeViolations(page), `${where}: axe`).toEqual([]);
    if (width === AXE_WIDTHS[0]) await expectAxeCleanAt(page, SMALL_PHONE_WIDTH, `${who}, ${SMALL_PHONE_WIDTH} px, ${path}: axe`);
    expect(errors, `${where}: console`).toEqual([]);
  }
  await context.close();
}

/** axe-core at another width, the page reflowed in place; the viewport is put back after. */
async function expectAxeCleanAt(page: Page, width: number, where: string): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: before?.height ?? 900 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await axeViolations(page), where).toEqual([]);
  if (before) await page.setViewportSize(before);
}

/**
 * The tests of one account, one per width. Each account has its own file, so the three run on
 * separate workers side by side (a pass is 12 pages, about 20 s alone).
 */
/** Every fixture page in turn (about 47 s alone at 412 px with axe): 120 s was passed once in CI on a slow day with the other files beside it. */
const EVERY_PAGE_MS = 300_000;

export function describeEveryPageFor(who: Who): void {
  const env = usePreviewInChromium();
  for (const width of LAYOUT_WIDTHS) {
    it(`${who}, ${width} px wide: every page answers, mounts every widget, shifts nothing, logs no error${AXE_WIDTHS.includes(width) ? `, and axe finds nothing${width === AXE_WIDTHS[0] ? ` (also at ${SMALL_PHONE_WIDTH} px)` : ''}` : ''}`, async () => {
      await checkEveryPage(env.url, env.browser, who, width);
    }, EVERY_PAGE_MS);
  }
}
