import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { booted, logIn, resetStandIn, usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();
const LISTING = 'c/wedding-photographers/6-vendors.html';

/** The tile positions of each impression batch the analytics service got (the page's dataLayer). */
function batches(page: Page): Promise<number[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; ecommerce?: { items: { position: number }[] } }[] }).dataLayer ?? [])
      .filter((hit) => hit.event === 'view_item_list')
      .map((hit) => hit.ecommerce!.items.map((item) => item.position)),
  );
}

/** Opens the listing as the PHP site serves it, on a phone, with the page's clock in the test's hands. */
async function openListing(query: string, account?: { mail: string; password: string }): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width: 412, height: 600 } });
  if (account) await logIn(context, env.url, account.mail, account.password);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${env.url}${LISTING}?served=php${query}`);
  // The header mounts at load; the tile list when the page is idle.
  await page.clock.runFor(2500);
  return page;
}

/**
 * Scrolls each tile to the middle of the viewport in turn, each time until Chromium has computed
 * it as half in view: a test observer of its own sees it, and the browser delivers every
 * observer's entries of one rendering step in the same task, so the widget's has seen it too.
 */
async function look(page: Page, positions: number[]): Promise<void> {
  for (const position of positions) {
    await page.locator(`[data-position="${position}"]`).evaluate(
      (tile) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.intersectionRatio >= 0.5)) return;
              observer.disconnect();
              resolve();
            },
            { threshold: [0.5, 1] },
          );
          observer.observe(tile);
          tile.scrollIntoView({ block: 'center' });
        }),
    );
  }
}

describe('vendor tile impressions in Chromium', () => {
  it('sends 9 tiles seen in the US as batches of 4, 4, then 1 after 60 s without a new one', async () => {
    const page = await openListing('');
    await page.locator('[data-widget="vendor-tiles"][data-widget-state="mounted"]').waitFor();
    await look(page, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await expect.poll(() => batches(page)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
    await page.clock.runFor(59_000);
    expect(await batches(page)).toHaveLength(2);
    await page.clock.runFor(1_000);
    await expect.poll(() => batches(page)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    await page.context().close();
  });

  it('gives a visitor the GUID cookie with the first page (the server sets it), and every hit carries it as the client id (spec §3, §9)', async () => {
    const page = await openListing('');
    const [guid] = (await page.context().cookies()).filter((cookie) => cookie.name === 'GUID');
    expect(guid?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Persistent (spec §9: 9999 days, which browsers cap at 400), SameSite Lax, readable by the page.
    expect(guid!.expires * 1000 - Date.now()).toBeGreaterThan(300 * 86_400_000);
    expect([guid!.sameSite, guid!.httpOnly]).toEqual(['Lax', false]);
    await page.locator('[data-widget="vendor-tiles"][data-widget-state="mounted"]').waitFor();
    await look(page, [1, 2, 3, 4]);
    await expect.poll(() => batches(page)).toEqual([[1, 2, 3, 4]]);
    const clientIds = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string; clientId?: string }[] }).dataLayer ?? []).filter((hit) => hit.event === 'view_item_list').map((hit) => hit.clientId),
    );
    expect(clientIds).toEqual([guid!.value]);
    // The next page keeps it: the server sets none again.
    await page.goto(`${env.url}${LISTING}?served=php`);
    expect((await page.context().cookies()).filter((cookie) => cookie.name === 'GUID').map((cookie) => cookie.value)).toEqual([guid!.value]);
    await page.context().close();
  });

  it('writes the GUID cookie with the first impression where the page came without one (a cached page), and the hits carry it', async () => {
    const page = await openListing('');
    await page.context().clearCookies({ name: 'GUID' });
    await page.locator('[data-widget="vendor-tiles"][data-widget-state="mounted"]').waitFor();
    await look(page, [1, 2, 3, 4]);
    await expect.poll(() => batches(page)).toEqual([[1, 2, 3, 4]]);
    const [guid] = (await page.context().cookies()).filter((cookie) => cookie.name === 'GUID');
    expect(guid?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(guid!.expires * 1000 - Date.now()).toBeGreaterThan(300 * 86_400_000);
    expect(guid!.sameSite).toBe('Lax');
    const clientIds = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string; clientId?: string }[] }).dataLayer ?? []).filter((hit) => hit.event === 'view_item_list').map((hit) => hit.clientId),
    );
    expect(clientIds).toEqual([guid!.value]);
    await page.context().close();
  });

  it.each([
    // Spec §6's married flag: the couple's saved wedding date (2026-06-13) has gone by; the guest saved none.
    ['a married couple', { mail: 'couple@example.com', password: 'Wedding2026!' }, '1'],
    ['a guest', { mail: 'guest@example.com', password: 'Guest2026!' }, undefined],
  ] as const)('flags %s as married for remarketing, or not, on every hit (spec §6)', async (_who, account, married) => {
    await resetStandIn(env.url);
    const page = await openListing('', account);
    await page.locator('[data-widget="vendor-tiles"][data-widget-state="mounted"]').waitFor();
    await look(page, [1, 2, 3, 4]);
    await expect.poll(() => batches(page)).toEqual([[1, 2, 3, 4]]);
    const hits = await page.evaluate(() => ({
      analytics: ((window as unknown as { dataLayer?: { event?: string; married?: string }[] }).dataLayer ?? []).filter((hit) => hit.event === 'view_item_list').map((hit) => hit.married),
      legacy: ((window as unknown as { ga?: { q?: [string, { dimension11?: string }][] } }).ga?.q ?? []).map(([, hit]) => hit.dimension11),
    }));
    expect(hits).toEqual({ analytics: [married], legacy: [married] });
    await page.context().close();
  });

  it('sends nothing in Spain', async () => {
    const page = await openListing('&country=ES');
    await booted(page);
    await look(page, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await page.clock.runFor(60_000);
    expect(await batches(page)).toEqual([]);
    await page.context().close();
  });
});
