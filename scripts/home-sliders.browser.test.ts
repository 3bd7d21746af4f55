import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, callsFrom, collectErrors, resetStandIn, usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1280, height: 800 } };
const STOREFRONT = 'biz/rosewood-estate-1000.html';

type Scenario = 'normal' | 'server-error' | 'offline' | 'hang';

/** The calls of the sliders' endpoints a page made (their paths), answered or not. */
function watchCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(home\/highlightedVendorsAjax|tools\/VendorsHomeSwiperRecom|storefront\/real-weddings)$/.test(pathname)) calls.push(pathname);
  });
  return (path: string) => calls.filter((call) => call === path);
}

const SLIDER_CALLS = ['/home/highlightedVendorsAjax', '/tools/VendorsHomeSwiperRecom', '/storefront/real-weddings'] as const;

/**
 * A fresh page on `path`: `calls` are those its sliders made (the page's side: a call a fault
 * scenario answers never reaches the stand-in's journal), `received` those the stand-in took,
 * each payload as PHP reads it.
 */
async function open(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors = collectErrors(page);
  const calls = watchCalls(page);
  await resetStandIn(env.url);
  const journals = new Map(await Promise.all(SLIDER_CALLS.map(async (call) => [call, await callsFrom(env.url, call)] as const)));
  const received = (call: (typeof SLIDER_CALLS)[number]) => journals.get(call)!();
  await page.goto(env.url + path);
  return { page, errors, calls, received };
}

const scenario = (page: Page, name: Scenario) => page.evaluate((s) => window.mockBackend?.scenario(s), name);

const slider = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const scrollOf = (group: Locator) => group.getByRole('list').evaluate((track) => track.scrollLeft);

/**
 * Presses Next until it is disabled, each press once the last one has moved the slider (or
 * brought more slides): the arrows take one press per 300 ms. Returns how many presses moved it.
 */
async function pressNextToTheEnd(group: Locator): Promise<number> {
  const next = group.getByRole('button', { name: 'Next', exact: true });
  for (let presses = 0; presses < 30; presses++) {
    if ((await next.getAttribute('aria-disabled')) === 'true') return presses;
    const before = { scroll: await scrollOf(group), slides: await group.getByRole('listitem').count() };
    // Clear of the chat's launcher, fixed in the corner.
    await next.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await next.click();
    await expect
      .poll(async () => {
        const sliding = await group.getByRole('list').evaluate((track) => track.hasAttribute('data-sliding'));
        const moved = (await scrollOf(group)) !== before.scroll || (await group.getByRole('listitem').count()) !== before.slides;
        return !sliding && (moved || (await next.getAttribute('aria-disabled')) === 'true');
      }, { timeout: 10_000 })
      .toBe(true);
  }
  throw new Error('Next never reached the end');
}

describe.each([
  ['phone', 375, PHONE],
  ['laptop', 1280, LAPTOP],
] as const)('the home page sliders on a %s (%i px)', (_, width, device) => {
  it('loads the featured and awards slides when they come into view; the arrows move them and disable at the edges', async () => {
    const context = await env.browser.newContext(device);
    const { page, errors, received } = await open(context, 'home');
    const featured = slider(page, 'Featured vendors');
    // The server's slides: each vendor's name and link in a frame (no picture yet), before any call.
    // (The pictures are decoration, alt="": they have no role to find them by.)
    await expect(featured.getByRole('link').count()).resolves.toBe(8);
    await expect(featured.locator('img').count()).resolves.toBe(0);
    await expect(received('/home/highlightedVendorsAjax')).resolves.toEqual([]);

    await featured.scrollIntoViewIfNeeded();
    await expect.poll(() => featured.locator('img').count(), { timeout: 10_000 }).toBe(8);
    // The featured slider's call has no awards flag (the awards slider, near it, may have asked already).
    const featuredCalls = (await received('/home/highlightedVendorsAjax')).filter((call) => !('isVendorAwards' in call));
    expect(featuredCalls).toHaveLength(1);
    expect(featuredCalls[0]!.vendorIds).toHaveLength(8);

    const previous = featured.getByRole('button', { name: 'Previous', exact: true });
    await expect(previous.getAttribute('aria-disabled')).resolves.toBe('true');
    expect(await pressNextToTheEnd(featured)).toBeGreaterThan(0);
    await expect(previous.getAttribute('aria-disabled')).resolves.toBe('false');

    const awards = slider(page, 'Couples’ Choice Award winners');
    await awards.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await received('/home/highlightedVendorsAjax')).filter((call) => call.isVendorAwards === '1').length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => awards.locator('img').count()).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'view all Couples’ Choice Award winners' }).getAttribute('href')).resolves.toBe('/couples-choice-awards');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves with the arrow keys from a slide, the focus following', async () => {
    const context = await env.browser.newContext(device);
    const { page } = await open(context, 'home');
    const couples = slider(page, 'Real weddings couples');
    await couples.scrollIntoViewIfNeeded();
    const first = couples.getByRole('link').first();
    await first.focus();
    await couples.and(page.locator('[data-widget-state="mounted"]')).waitFor();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scrollOf(couples)).toBeGreaterThan(0);
    await expect(first.evaluate((link) => link === document.activeElement)).resolves.toBe(false);
    await expect(couples.evaluate((group) => group.contains(document.activeElement))).resolves.toBe(true);
    await expect.poll(() => couples.getByRole('button', { name: 'Previous', exact: true }).getAttribute('aria-disabled')).toBe('false');
    await context.close();
  });

  it('loads a recommendation tab’s slides when it is chosen, by click or arrow key', async () => {
    const context = await env.browser.newContext(device);
    const { page, errors, received } = await open(context, 'home');
    const tabs = page.getByRole('tablist', { name: 'Recommended vendors by category' });
    const photographers = tabs.getByRole('tab', { name: 'Photographers' });
    await photographers.scrollIntoViewIfNeeded();
    const answer = page.waitForResponse((response) => response.url().includes('/tools/VendorsHomeSwiperRecom'));
    await photographers.click();
    const html = await (await answer).text();
    const [call] = await received('/tools/VendorsHomeSwiperRecom');
    expect(call).toEqual({ idCategory: '6', idThumb: '2', isResponsive: '1' });
    await expect.poll(() => photographers.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel', { name: 'Photographers' });
    const firstHref = /href="([^"]+)"/.exec(html)?.[1];
    await expect.poll(() => panel.getByRole('link').first().getAttribute('href')).toBe(firstHref);

    await photographers.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await received('/tools/VendorsHomeSwiperRecom')).length).toBe(2);
    const next = tabs.getByRole('tab', { selected: true });
    await expect(next.evaluate((tab) => tab === document.activeElement)).resolves.toBe(true);
    expect((await received('/tools/VendorsHomeSwiperRecom'))[1]!.idCategory).toBe(await next.getAttribute('data-category-id'));
    const nextPanel = page.getByRole('tabpanel', { name: (await next.textContent()) ?? '' });
    await expect.poll(() => nextPanel.getByRole('link').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the searches of the lastSearches cookie in a slider, and none without it', async () => {
    const context = await env.browser.newContext(device);
    const searches = [
      { label: 'Photographers in San Francisco', url: '/c/ca/san-francisco/wedding-photographers/6-vendors.html' },
      { label: 'Venues <b>near</b> me', url: '/search?txtStrSearch=venues' },
      { label: 'Elsewhere', url: 'https://evil.example/' },
    ];
    const { page } = await open(context, 'home');
    await expect(slider(page, 'Your last searches').count()).resolves.toBe(0);
    await context.addCookies([{ name: 'lastSearches', value: encodeURIComponent(JSON.stringify(searches)), url: env.url }]);
    await page.reload();
    const group = slider(page, 'Your last searches');
    await expect(group.getByRole('link').count()).resolves.toBe(2);
    await expect(group.getByRole('link', { name: 'Photographers in San Francisco' }).getAttribute('href')).resolves.toBe(searches[0]!.url);
    // The cookie's text is text.
    await expect(group.getByRole('link', { name: 'Venues <b>near</b> me' }).getAttribute('href')).resolves.toBe(searches[1]!.url);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('loads more of the storefront’s real weddings at the end of its slider, until there are none', async () => {
    const context = await env.browser.newContext(device);
    const { page, errors, received } = await open(context, STOREFRONT);
    const weddings = slider(page, 'Real weddings by Rosewood Estate');
    await expect(weddings.getByRole('listitem').count()).resolves.toBe(6);
    await weddings.scrollIntoViewIfNeeded();
    await pressNextToTheEnd(weddings);
    await expect(weddings.getByRole('listitem').count()).resolves.toBe(14);
    const asked = await received('/storefront/real-weddings');
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(asked[0]!.vendorId).toBe('1000');
    expect((asked[0]!.excludedRealWeddingIds as string[]).map(Number)).toEqual([100001, 100002, 100003, 100004, 100005, 100006]);
    expect(asked[1]!.excludedRealWeddingIds).toHaveLength(10);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the sliders when their calls fail', () => {
  for (const fault of ['server-error', 'hang'] as const) {
    it(`keeps the server's featured slides (${fault})`, async () => {
      const context = await env.browser.newContext(LAPTOP);
      const { page, calls } = await open(context, 'home');
      await scenario(page, fault);
      try {
        const featured = slider(page, 'Featured vendors');
        await featured.scrollIntoViewIfNeeded();
        await expect.poll(() => calls('/home/highlightedVendorsAjax').length, { timeout: 10_000 }).toBeGreaterThan(0);
        if (fault === 'server-error') await expect.poll(() => featured.getByRole('list').getAttribute('aria-busy')).toBeNull();
        await expect(featured.getByRole('link').count()).resolves.toBe(8);
        await expect(featured.getByRole('link').first().textContent()).resolves.not.toBe('');
      } finally {
        await scenario(page, 'normal');
      }
      await context.close();
    });
  }

  it('says a recommendation tab could not load, and loads it when chosen again', async () => {
    const context = await env.browser.newContext(LAPTOP);
    const { page, calls } = await open(context, 'home');
    const photographers = page.getByRole('tab', { name: 'Photographers' });
    await photographers.scrollIntoViewIfNeeded();
    await scenario(page, 'server-error');
    try {
      await photographers.click();
      await page.getByRole('status').filter({ hasText: 'These recommendations could not be loaded. Choose the tab again to retry.' }).waitFor();
      // The venues left behind are not offered as photographers.
      await expect(page.getByRole('tabpanel', { name: 'Photographers' }).getByRole('link').count()).resolves.toBe(0);
    } finally {
      await scenario(page, 'normal');
    }
    await photographers.click();
    await expect.poll(() => calls('/tools/VendorsHomeSwiperRecom').length).toBe(2);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'could not be loaded' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('tabpanel', { name: 'Photographers' }).getByRole('link').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('says more real weddings could not load, keeps the six, and Next tries again', async () => {
    const context = await env.browser.newContext(PHONE);
    const { page, calls } = await open(context, STOREFRONT);
    const weddings = slider(page, 'Real weddings by Rosewood Estate');
    await weddings.scrollIntoViewIfNeeded();
    // A touch wakes the slider; a swipe to the end then asks for more.
    await weddings.hover();
    await weddings.and(page.locator('[data-widget-state="mounted"]')).waitFor();
    await scenario(page, 'offline');
    try {
      await weddings.getByRole('list').evaluate((track) => track.scrollTo({ left: track.scrollWidth }));
      await weddings.getByRole('status').filter({ hasText: 'More real weddings could not be loaded. Press Next to try again.' }).waitFor();
      await expect(weddings.getByRole('listitem').count()).resolves.toBe(6);
    } finally {
      await scenario(page, 'normal');
    }
    const before = calls('/storefront/real-weddings').length;
    const next = weddings.getByRole('button', { name: 'Next', exact: true });
    // Clear of the chat's launcher, fixed in the corner.
    await next.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await next.click();
    await expect.poll(() => weddings.getByRole('listitem').count()).toBe(10);
    expect(calls('/storefront/real-weddings').length).toBe(before + 1);
    await expect(weddings.getByRole('status').count()).resolves.toBe(0);
    await context.close();
  });
});
