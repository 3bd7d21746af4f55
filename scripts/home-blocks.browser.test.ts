import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, booted, collectErrors, expectFocused, headerControl, logIn, resetStandIn, usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

const LAYER_PATHS = ['/com-ConcursoFooter.php', '/community-promote-inbound-number', '/com-CoupleChoiceAwardsFooter.php'];

/** A visitor's context `width` px wide, with the paths of the footer layers' requests it makes. */
async function visitor(width: number): Promise<{ context: BrowserContext; page: Page; errors: string[]; layerRequests: string[] }> {
  const context = await env.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const layerRequests: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (LAYER_PATHS.includes(url.pathname)) layerRequests.push(url.pathname + url.search);
    // The layers' own code (calls, sanitizer) counts as asking for them.
    if (/\/show-layers-[\w-]+\.js$/.test(url.pathname)) layerRequests.push('show-layers chunk');
  });
  return { context, page, errors, layerRequests };
}

/** Scrolls to the page's end, as a reader does (the footer slot wakes there), and back. */
async function readToTheEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  // A reader at the end stays there: content that grows above (a slider's images) may push the
  // slot down after the last step, so each look goes back to the end.
  const slotState = () => document.querySelector('[data-block="footer-layers"]')?.getAttribute('data-widget-state');
  await page
    .waitForFunction(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.querySelector('[data-block="footer-layers"]')?.getAttribute('data-widget-state') === 'mounted';
      },
      null,
      { polling: 250, timeout: 20000 },
    )
    .catch(async (error: unknown) => {
      // Says where it stopped (pending: never seen; loading: code not in; error: code failed).
      const state = await page.evaluate(slotState).catch(() => 'unknown');
      throw new Error(`The footer slot never mounted (state ${state}, at ${await page.evaluate(() => `${scrollY} of ${document.documentElement.scrollHeight}`)}).`, { cause: error });
    });
}

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

/** The layout shifts Chromium buffered for the page so far (the page's own parse is held until drawn: none expected at all). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

describe('the home page’s blocks in Chromium', () => {
  it('1280 px: the promotional bar closes, writes its cookie for a day and stays closed after a reload', async () => {
    const { context, page, errors } = await visitor(1280);
    await page.goto(`${env.url}home`);
    await booted(page);
    const bar = page.getByRole('complementary', { name: 'Promotion' });
    await bar.getByRole('button', { name: 'Close the promotion' }).click();
    await bar.waitFor({ state: 'hidden' });
    // Written once the cookie's code is in (a chunk asked for as the bar woke).
    await expect.poll(() => cookie(context, 'promoBarClosed')).toBe('1');
    const expires = (await context.cookies()).find((c) => c.name === 'promoBarClosed')?.expires ?? 0;
    expect(expires * 1000 - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
    await page.reload();
    await booted(page);
    await expect(page.getByRole('complementary', { name: 'Promotion' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, the promotional bar’s close goes through the server and the page comes back without it', async () => {
    const context = await env.browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.url}home`);
    await page.getByRole('button', { name: 'Close the promotion' }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByRole('complementary', { name: 'Promotion' }).count()).resolves.toBe(0);
    expect(await cookie(context, 'promoBarClosed')).toBe('1');
    await context.close();
  });

  it('1280 px: the footer layers come at the page’s end, nothing before; one closes from the keyboard and its cookie is 1', async () => {
    const { context, page, errors, layerRequests } = await visitor(1280);
    await page.goto(`${env.url}home`);
    await booted(page);
    expect(layerRequests).toEqual([]);
    await readToTheEnd(page);
    const contest = page.getByRole('region', { name: 'Win $5,000 for your wedding' });
    await contest.waitFor();
    await page.getByRole('region', { name: 'This year’s Couples’ Choice Awards' }).waitFor();
    await page.getByRole('region', { name: 'Talk to a wedding expert' }).waitFor();
    expect([...layerRequests].sort()).toEqual([...LAYER_PATHS.map((path) => `${path}?isResponsive=1`), 'show-layers chunk'].sort());
    expect(await axeViolations(page)).toEqual([]);
    expect(await layoutShift(page)).toBe(0);

    await contest.getByRole('button', { name: 'Close: Win $5,000 for your wedding' }).focus();
    await page.keyboard.press('Enter');
    await contest.waitFor({ state: 'detached' });
    expect(await cookie(context, 'hideSCF')).toBe('1');
    // Session only (spec §9): no expiry.
    expect((await context.cookies()).find((c) => c.name === 'hideSCF')?.expires).toBe(-1);
    await expectFocused(page.getByRole('button', { name: 'Close: Talk to a wedding expert' }));

    layerRequests.length = 0;
    await page.reload();
    await booted(page);
    await readToTheEnd(page);
    await page.getByRole('region', { name: 'Talk to a wedding expert' }).waitFor();
    expect(layerRequests.filter((r) => r.startsWith('/')).sort()).toEqual(['/com-CoupleChoiceAwardsFooter.php?isResponsive=1', '/community-promote-inbound-number?isResponsive=1']);
    await expect(page.getByRole('region', { name: 'Win $5,000 for your wedding' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('1280 px: a footer layer that comes last moves none of those already shown (its place in the row is kept)', async () => {
    const { context, page, errors } = await visitor(1280);
    // The first layer answers after the others have been drawn.
    await page.route('**/com-ConcursoFooter.php*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(`${env.url}home`);
    await booted(page);
    await readToTheEnd(page);
    const awards = page.getByRole('region', { name: 'This year’s Couples’ Choice Awards' });
    await awards.waitFor();
    const before = await awards.boundingBox();
    await page.getByRole('region', { name: 'Win $5,000 for your wedding' }).waitFor();
    expect(await awards.boundingBox()).toEqual(before);
    expect(await layoutShift(page)).toBe(0);
    // The server's order, left to right.
    const xs = await page.locator('.footer-layer').evaluateAll((all) => all.map((el) => [el.getAttribute('aria-labelledby'), Math.round(el.getBoundingClientRect().x)] as const));
    expect(xs.map(([id]) => id)).toEqual(['footer-layer-contest', 'footer-layer-promote-inbound-number', 'footer-layer-couple-choice-awards']);
    expect(xs.map(([, x]) => x)).toEqual(xs.map(([, x]) => x).sort((a, b) => a - b));
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([768, 375])('%i px: the footer layers are never asked for', async (width) => {
    const { context, page, errors, layerRequests } = await visitor(width);
    await page.goto(`${env.url}home`);
    await booted(page);
    await readToTheEnd(page);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(layerRequests).toEqual([]);
    await expect(page.getByRole('region', { name: 'Win $5,000 for your wedding' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['answers 500', { status: 500, body: 'Internal Server Error' }],
    ['never answers', undefined],
  ])('1280 px: a footer layer whose endpoint %s stays absent, the others show, no console error', async (_what, answer) => {
    const { context, page, errors } = await visitor(1280);
    await page.route('**/community-promote-inbound-number*', (route) => (answer ? route.fulfill(answer) : undefined));
    await page.goto(`${env.url}home`);
    await booted(page);
    await readToTheEnd(page);
    await page.getByRole('region', { name: 'This year’s Couples’ Choice Awards' }).waitFor();
    await page.getByRole('region', { name: 'Win $5,000 for your wedding' }).waitFor();
    await expect(page.getByRole('region', { name: 'Talk to a wedding expert' }).count()).resolves.toBe(0);
    // Chromium's own line for the 500 is not the page's: the page logs nothing.
    expect(errors.filter((e) => e !== 'Failed to load resource: the server responded with a status of 500 (Internal Server Error)')).toEqual([]);
    await context.close();
  });

  it('1280 px: Show more reveals the rest of the linking locations from the keyboard, the next Tab going to the first revealed', async () => {
    const { context, page } = await visitor(1280);
    await page.goto(`${env.url}home`);
    await booted(page);
    const near = page.getByRole('region', { name: 'Find vendors near you' });
    const links = near.getByRole('link');
    await expect(links.evaluateAll((all) => all.filter((a) => (a as HTMLElement).checkVisibility()).length)).resolves.toBe(6);
    // From the sixth link, Tab reaches Show more.
    await links.nth(5).focus();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Show moreShow fewer');
    await expect(near.getByText('Show more').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await near.getByText('Show fewer').waitFor();
    const total = await links.count();
    await expect(links.evaluateAll((all) => all.filter((a) => (a as HTMLElement).checkVisibility()).length)).resolves.toBe(total);
    await page.keyboard.press('Tab');
    await expectFocused(links.nth(6));
    await context.close();
  });

  it('1280 px: a dashboard tile is clickable as a whole to its link', async () => {
    const { context, page } = await visitor(1280);
    await page.goto(`${env.url}home`);
    await booted(page);
    const tiles = page.getByRole('region', { name: 'Ideas and advice' }).getByRole('listitem');
    const dresses = tiles.filter({ has: page.getByRole('link', { name: 'The new bridal collections' }) });
    await dresses.getByText('Browse hundreds of dresses by style and designer.').click();
    await page.waitForURL(/\/dresses$/);
    expect(new URL(page.url()).pathname).toBe('/dresses');
    await context.close();
  });

  it('the vendor sign-up is reachable from the header, the footer, the home page and the sign-up layer', async () => {
    const { context, page, errors } = await visitor(1280);
    await page.goto(`${env.url}home`);
    await booted(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Are you a vendor?' }).getAttribute('href')).resolves.toBe('/vendors/signup');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Are you a vendor?' }).getAttribute('href')).resolves.toBe('/vendors/signup');
    await expect(page.getByRole('region', { name: 'Are you a vendor?' }).getByRole('link', { name: 'Sign up your business' }).getAttribute('href')).resolves.toBe('/vendors/signup');
    await headerControl(page, 'Sign up').click();
    const layer = page.getByRole('dialog', { name: 'Sign up' });
    await layer.getByRole('link', { name: 'Sign up your business' }).click();
    await page.waitForURL(/\/vendors\/signup$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('375 px: the phone menu has the vendor sign-up, and the sticky sign-up button sits at the screen’s bottom without hiding the page’s end', async () => {
    const { context, page, errors } = await visitor(375);
    await page.goto(`${env.url}home`);
    await booted(page);
    // The server's disclosure until the header is touched: the click mounts it and opens the widget's menu.
    const vendorLink = page.getByRole('banner').getByRole('link', { name: 'Are you a vendor?' });
    await expect(vendorLink.isVisible()).resolves.toBe(false);
    await page.getByRole('banner').getByText('Menu', { exact: true }).click();
    await expect.poll(() => vendorLink.isVisible()).toBe(true);
    await expect(vendorLink.getAttribute('href')).resolves.toBe('/vendors/signup');
    await page.getByRole('banner').getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => vendorLink.isVisible()).toBe(false);

    const button = page.getByRole('link', { name: 'Sign up free' });
    const box = await button.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(900);
    expect(box!.y + box!.height).toBeGreaterThan(900 - 80);
    // At the end of the content it is in its own place: the last link before it is not under it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const last = page.getByRole('region', { name: 'Are you a vendor?' }).getByRole('link', { name: 'Sign up your business' });
    const [lastBox, buttonBox] = [await last.boundingBox(), await button.boundingBox()];
    expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(buttonBox!.y);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a couple opens the wedding-date modal from the header menu’s and the footer’s Wedding date links', async () => {
    await resetStandIn(env.url);
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await logIn(context, env.url, 'couple@example.com', 'Wedding2026!');
    await page.goto(`${env.url}home`);
    await page.waitForSelector('header[data-widget="account-header"][data-widget-state="mounted"]', { state: 'attached' });
    const nav = page.getByRole('navigation', { name: 'Site menu' });
    // The server's menu until a pointer comes over it, which brings the whole header and its toggles.
    await nav.getByRole('link', { name: 'Planning tools', exact: true }).hover();
    await nav.getByRole('button', { name: 'Planning tools: more options' }).click();
    await nav.getByRole('link', { name: 'Wedding date' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your wedding date' });
    await dialog.waitFor();
    expect(page.url()).toBe(`${env.url}home`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('contentinfo').getByRole('link', { name: 'Wedding date' }).click();
    await dialog.waitFor();
    expect(page.url()).toBe(`${env.url}home`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
