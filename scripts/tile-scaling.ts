// How the listing's widgets scale with the number of tiles (issue 12), for `npm run bench`: the
// listing with ?tiles=N on a 412 px phone with 4x CPU slowdown. Figures to read, never asserted.
import type { Browser } from 'playwright-core';
import { asServed, waitForSettled } from './page-metrics';

export const TILE_COUNTS = [100, 500, 1000, 5000] as const;
const LISTING = '/c/ca/san-francisco/wedding-photographers/6-vendors.html';
/** Screens scrolled after the first touch: the same tiles come near whatever the list's length. */
const SCREENS = 8;

export interface TileRun {
  tiles: number;
  /** Longest script run of the bundle (Long Animation Frame attribution to /dist/), while mounting. */
  longestScriptAtLoad: number;
  /** Longest script run of the bundle while the list is used and scrolled. */
  longestScriptInUse: number;
  /** Longest task of any kind while the page loads (parsing and laying out N tiles included). */
  longestTaskAtLoad: number;
  /** Tiles enhanced after the first touch and SCREENS screens of scrolling. */
  enhanced: number;
  /** Mean cost of enhancing one tile, ms. */
  perTileMs: number;
}

/** Collects long animation frames with the bundle's scripts in them, from the page's first moment. */
function observeFrames() {
  const w = window as unknown as { __frames: { start: number; duration: number; script: number }[] };
  w.__frames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { scripts: { sourceURL: string; duration: number }[] })[]) {
      const ours = entry.scripts.filter((s) => s.sourceURL.includes('/dist/')).map((s) => s.duration);
      w.__frames.push({ start: entry.startTime, duration: entry.duration, script: Math.max(0, ...ours) });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

export async function measureTiles(browser: Browser, base: string, tiles: number): Promise<TileRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript({ content: `globalThis.__name = (fn) => fn;\n(${observeFrames.toString()})();` });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(base + asServed(`${LISTING}?tiles=${tiles}`).slice(1), { timeout: 120000 });
  await waitForSettled(page, { quietMs: 600 });
  const loaded = await page.evaluate(() => performance.now());
  // The first touch on the list, then a visitor's scroll, one screen at a time.
  await page.evaluate(() => document.querySelector('.vendor-tile')?.dispatchEvent(new Event('touchstart', { bubbles: true })));
  await page.locator('[data-tile-enhanced]').first().waitFor({ timeout: 60000 });
  for (let screen = 0; screen < SCREENS; screen++) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await page.waitForTimeout(250);
  }
  await page.waitForTimeout(500);
  const figures = await page.evaluate((loadedAt) => {
    const frames = (window as unknown as { __frames: { start: number; duration: number; script: number }[] }).__frames;
    const enhance = performance.getEntriesByName('vendor-tiles:enhance');
    return {
      longestScriptAtLoad: Math.max(0, ...frames.filter((f) => f.start < loadedAt).map((f) => f.script)),
      longestScriptInUse: Math.max(0, ...frames.filter((f) => f.start >= loadedAt).map((f) => f.script)),
      longestTaskAtLoad: Math.max(0, ...frames.filter((f) => f.start < loadedAt).map((f) => f.duration)),
      enhanced: document.querySelectorAll('[data-tile-enhanced]').length,
      perTileMs: enhance.length ? enhance.reduce((sum, e) => sum + e.duration, 0) / enhance.length : 0,
    };
  }, loaded);
  await context.close();
  return { tiles, ...figures };
}
