// Back and forward stay instant: nothing of the bundle keeps a page out of Chromium's
// back/forward cache, and a page it restores catches up (its session, its realtime connection).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, headerControl, pushUntilShown, resetStandIn, usePreviewInChromium } from './browser-helpers';
import { accountContext, type Who } from './fixture-pages';
import { waitForSettled } from './page-metrics';

const HOME = 'home?served=php';
const LISTING = 'c/ca/san-francisco/wedding-photographers/6-vendors.html?served=php';

const contextOf = (env: { url: string; browser: Browser }, who: Who) => accountContext(env.browser, env.url, who, { viewport: { width: 412, height: 900 } });

/**
 * A page whose reasons for not being restored Chromium reports into `reasons` (CDP
 * Page.backForwardCacheNotUsed), and which marks each show with pageshow's `persisted` in
 * `window.restored`.
 */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; reasons: string[] }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  const reasons: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (event) => reasons.push(...event.notRestoredExplanations.map((e) => e.reason)));
  await page.addInitScript(() => addEventListener('pageshow', (event) => ((window as { restored?: boolean }).restored = event.persisted)));
  return { page, reasons };
}

/**
 * Home, then the listing, then Back, as a couple browsing does, with no touch on either page
 * (a visitor's widgets wait for one); `beforeBack` runs on the listing. Answers Chromium's
 * reasons for not restoring home from the back/forward cache (CDP Page.backForwardCacheNotUsed)
 * and whether it was restored (pageshow's `persisted`).
 */
async function homeListingBack(url: string, context: BrowserContext, beforeBack = async () => {}): Promise<{ page: Page; reasons: string[]; restored: boolean }> {
  const { page, reasons } = await watchedPage(context);
  await page.goto(url + HOME);
  await waitForSettled(page);
  await page.goto(url + LISTING);
  await waitForSettled(page);
  await beforeBack();
  // A restored page fires pageshow, not load.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(() => (window as { restored?: boolean }).restored !== undefined);
  return { page, reasons, restored: await page.evaluate(() => (window as { restored?: boolean }).restored === true) };
}

/**
 * What Chromium names only because the page itself is answered `Cache-Control: no-store`, the
 * PHP site's choice: that header, a WebSocket used on such a page at any time (sticky: closing it
 * before leaving does not lift it), and the browsing instance it then keeps.
 */
const THE_PAGES_NO_STORE = ['MainResourceHasCacheControlNoStore', 'WebSocketUsedWithCCNS', 'BrowsingInstanceNotSwapped'];

describe('Back, under the PHP site’s own no-store pages', () => {
  const env = usePreviewInChromium({ build: 'chromium', backForwardCache: true });

  it('restores home for a visitor: Chromium names no reason (no request before the first touch, no unload handler)', async () => {
    const context = await contextOf(env, 'visitor');
    const { reasons, restored } = await homeListingBack(env.url, context);
    expect(reasons).toEqual([]);
    expect(restored).toBe(true);
    await context.close();
  });

  it('for a couple, every reason Chromium names comes of the page’s own no-store', async () => {
    const context = await contextOf(env, 'couple');
    const { reasons } = await homeListingBack(env.url, context);
    expect(reasons).toContain('MainResourceHasCacheControlNoStore');
    expect(reasons.filter((reason) => !THE_PAGES_NO_STORE.includes(reason))).toEqual([]);
    await context.close();
  });

  it('a returning visitor goes listing → storefront → Back twice, by the tiles (whose use keeps the listing for pt, with no cookie): the listing is restored each time, no reason named', async () => {
    const context = await contextOf(env, 'visitor');
    // Returning: the GUID of a first visit is there.
    await context.addCookies([{ name: 'GUID', value: '0f8fad5b-d9cb-469f-a165-70867728950e', url: env.url }]);
    const { page, reasons } = await watchedPage(context);
    await page.goto(env.url + LISTING);
    await waitForSettled(page);
    for (const round of [1, 2]) {
      await page.locator('.vendor-tile').first().getByRole('heading').getByRole('link').click();
      await page.waitForURL(/\/biz\//);
      await waitForSettled(page);
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForFunction(() => (window as { restored?: boolean }).restored !== undefined);
      expect(await page.evaluate(() => (window as { restored?: boolean }).restored), `round ${round}: ${reasons.join(', ')}`).toBe(true);
      await page.evaluate(() => delete (window as { restored?: boolean }).restored);
    }
    expect(reasons).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('pt'))).toContain('"t":"sector"');
    await context.close();
  });
});

describe('Back, with the preview’s cacheable pages (npm start -- --cacheable)', () => {
  const env = usePreviewInChromium({ build: 'chromium', backForwardCache: true, cacheable: true });
  /** How many sockets the stand-in's realtime server holds open now. */
  const realtimeConnections = async () => {
    const answer = await fetch(`${env.url}__mock/realtime`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    return ((await answer.json()) as { connections: number }).connections;
  };

  it('restores home for a couple: Chromium names no reason; the pages are answered no-cache', async () => {
    const context = await contextOf(env, 'couple');
    const { reasons, restored } = await homeListingBack(env.url, context);
    expect(reasons).toEqual([]);
    expect(restored).toBe(true);
    const answer = await context.request.get(env.url + HOME);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    await context.close();
  });

  it('a restored page asks the session again: a couple who logged out meanwhile sees Log in', async () => {
    const context = await contextOf(env, 'couple');
    // Logged out from elsewhere (another tab) while on the listing: the server ends the session and clears its cookies.
    const { page, restored } = await homeListingBack(env.url, context, async () => {
      await context.request.get(`${env.url}users-logout.php`, { maxRedirects: 0 });
    });
    const errors = collectErrors(page);
    expect(restored).toBe(true);
    await headerControl(page, 'Log in').waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: 'My account' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a restored page whose couple logged out meanwhile shows its hearts as a visitor’s: none saved', async () => {
    await resetStandIn(env.url);
    const context = await contextOf(env, 'couple');
    const { page } = await watchedPage(context);
    const errors = collectErrors(page);
    // Rosewood Estate (1000) is one of the seeded couple's saved vendors: its storefront prints its hearts pressed.
    await page.goto(env.url + 'biz/rosewood-estate-1000.html?served=php');
    await waitForSettled(page);
    const pressed = () => page.getByRole('button', { name: 'Save Rosewood Estate' }).evaluateAll((hearts) => hearts.map((heart) => heart.getAttribute('aria-pressed')));
    await expect(pressed()).resolves.toContain('true');
    await page.goto(env.url + HOME);
    await waitForSettled(page);
    await context.request.get(`${env.url}users-logout.php`, { maxRedirects: 0 });
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => (window as { restored?: boolean }).restored !== undefined);
    expect(await page.evaluate(() => (window as { restored?: boolean }).restored)).toBe(true);
    await headerControl(page, 'Log in').waitFor();
    await expect.poll(pressed).not.toContain('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a page in the cache holds no realtime connection, and once restored hears realtime again: the header’s unread badge follows a push', async () => {
    await resetStandIn(env.url);
    const context = await contextOf(env, 'couple');
    const { page, restored } = await homeListingBack(env.url, context, async () => {
      // The listing's own connection only: home's closed when home was hidden into the cache.
      await expect.poll(realtimeConnections).toBe(1);
    });
    expect(restored).toBe(true);
    await pushUntilShown(page, 'private-user-1', { body: 'Back again', numPending: 7 }, page.getByRole('link', { name: 'Inbox, 7 unread messages' }));
    await context.close();
  });
});
