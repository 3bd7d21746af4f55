import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, callsFrom, collectErrors, usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

// Below the tablet width the searcher is the modal of searcher-phone.browser.test.ts (spec §2); from
// the tablet width up it is the inline dropdown, the tablet at that very width.
const DEVICES = [
  ['tablet', { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true }],
  ['laptop', { viewport: { width: 1280, height: 800 } }],
] as const;

const searcher = (page: Page) => page.getByRole('search', { name: 'Search vendors' }).first();

describe.each(DEVICES)('the home searcher on a %s', (_, device) => {
  it('types a category and a city, chooses each with the keyboard and lands on that listing, with no React; axe-clean open and closed', async () => {
    const context = await env.browser.newContext(device);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const suggests: string[] = [];
    const react: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/listing/suggest/')) suggests.push(request.url());
      if (/\/dist\/chunks\/react-[^/]*\.js$/.test(new URL(request.url()).pathname)) react.push(request.url());
    });
    await page.goto(`${env.url}home`);
    const form = searcher(page);
    expect(await axeViolations(page)).toEqual([]);

    const what = form.getByLabel('Search vendors, venues or cities');
    await what.click();
    await what.pressSequentially('photo.');
    const categories = page.getByRole('listbox', { name: 'Categories and vendors' });
    await categories.getByRole('option', { name: 'Photographers', exact: true }).waitFor();
    // One call for what was typed after the pause, without the dot (spec §5).
    expect(suggests.filter((url) => url.includes('/categories'))).toHaveLength(1);
    expect(new URL(suggests[0]!).searchParams.get('searchText')).toBe('photo');
    expect(await axeViolations(page)).toEqual([]);
    await what.press('ArrowDown');
    await expect.poll(() => what.getAttribute('aria-activedescendant')).toBeTruthy();
    const highlighted = await page.locator(`#${await what.getAttribute('aria-activedescendant')}`).textContent();
    expect(highlighted).toBe('Photographers');
    // The searcher enhances the server's form: its suggestions need no React.
    expect(react).toEqual([]);
    await what.press('Enter');
    await expect.poll(() => what.inputValue()).toBe(highlighted);
    await expect.poll(() => categories.isVisible()).toBe(false);

    const where = form.getByLabel('Where', { exact: true });
    await where.click();
    await where.pressSequentially('San Fran');
    const places = page.getByRole('listbox', { name: 'Places' });
    await places.getByRole('option', { name: /^San Francisco/ }).first().waitFor();
    await where.press('ArrowDown');
    await where.press('Enter');
    await expect.poll(() => where.inputValue()).toMatch(/^San Francisco/);
    await expect.poll(() => form.locator('input[name="id_poblacion"]').inputValue()).toBe('501');

    const pixels = await callsFrom(env.url, '/trace/pixel.php');
    await Promise.all([page.waitForURL(/\/c\/ca\/san-francisco\//), where.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe('/c/ca/san-francisco/wedding-photographers/6-vendors.html');
    // Spec §7: the search went through the tracking pixel, with its query, the page's reduced url and the referrer (none: typed in), as the stand-in took it.
    await expect.poll(async () => (await pixels()).length).toBe(1);
    const [tracked] = await pixels();
    expect([tracked!.reduced, tracked!.referrer]).toEqual(['home', '']);
    const query = new URLSearchParams(String(tracked!.query ?? ''));
    expect([query.get('txtStrSearch'), query.get('id_poblacion')]).toEqual(['Photographers', '501']);
    // The visitor's GUID (spec §9), set with this first-time visitor's first page, travels with it.
    const guid = (await context.cookies()).find((cookie) => cookie.name === 'GUID')?.value;
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    // As the stand-in received it (a request's cookie header, read in the browser, can be missing
    // when the page navigates right after it).
    const received = (await (await fetch(`${env.url}__mock/received?path=${encodeURIComponent('/trace/pixel.php')}`)).json()) as { visitor?: string }[];
    expect(received.at(-1)?.visitor).toBe(guid);
    await page.getByRole('heading', { level: 1, name: /in San Francisco, CA$/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never shows stale places: a late answer to an older search is dropped, and a failed search shows none', async () => {
    const context = await env.browser.newContext(device);
    const page = await context.newPage();
    // The older search's answer waits until the newer one's places are on screen.
    let releaseStale = () => {};
    const staleHeld = new Promise<void>((resolve) => (releaseStale = resolve));
    const staleSettled = new Promise<void>((resolve) => {
      const settled = (request: Request) => request.url().includes('searchText=Bos') && resolve();
      page.on('requestfinished', settled);
      page.on('requestfailed', settled);
    });
    await page.route('**/listing/suggest/locations*', async (route) => {
      const text = new URL(route.request().url()).searchParams.get('searchText');
      if (text === 'Bos') {
        await staleHeld;
        // The page may have aborted it meanwhile: then there is nothing left to answer.
        return route.fulfill({ json: { hasSearch: true, data: { mode: 'home', locations: [{ id: 1, text: 'Stale Boston', subText: 'MA', url: '/x', fields: { id_provincia: 22 } }] } } }).catch(() => undefined);
      }
      if (text === 'Fail') return route.fulfill({ status: 500, body: 'Server error' });
      return route.continue();
    });
    await page.goto(`${env.url}home`);
    const where = searcher(page).getByLabel('Where', { exact: true });
    await where.click();
    await where.pressSequentially('Bos');
    // The first search has left (600 ms) and waits for its answer; the person types on.
    await page.waitForRequest((request) => request.url().includes('searchText=Bos'));
    await where.fill('');
    await where.pressSequentially('Aust');
    const places = page.getByRole('listbox', { name: 'Places' });
    await places.getByRole('option', { name: /^Austin/ }).waitFor();
    releaseStale();
    await staleSettled;
    // A dropped answer shows nothing to wait for: give it the few ms a shown one takes.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await expect(places.getByRole('option', { name: /Stale/ }).count()).resolves.toBe(0);
    await expect(places.getByRole('option', { name: /^Austin/ }).count()).resolves.toBe(1);

    await where.fill('');
    await where.pressSequentially('Fail');
    await page.waitForResponse((response) => response.url().includes('searchText=Fail'));
    await expect.poll(() => places.isVisible()).toBe(false);
    await expect(places.getByRole('option').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('the searcher near me', () => {
  it('fills the position from the browser; a refusal is logged only; without geolocation the server guesses, and with no guess the alert says so (spec §8)', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 }, geolocation: { latitude: 30.27, longitude: -97.74 }, permissions: ['geolocation'] });
    const page = await context.newPage();
    await page.goto(`${env.url}home`);
    const form = searcher(page);
    await form.getByLabel('Where', { exact: true }).focus();
    const nearMe = form.getByRole('button', { name: 'Use my current location' });
    await nearMe.click();
    await expect.poll(() => form.getByLabel('Where', { exact: true }).inputValue()).toBe('Current location');
    await expect(form.locator('input[name="geoloc"]').inputValue()).resolves.toBe('1');
    await expect(form.locator('input[name="latitude"]').inputValue()).resolves.toBe('30.27');
    // The session keeps it (spec §3 slat, slot): the next page of the session is not asked again.
    await expect(page.evaluate(() => [sessionStorage.getItem('slat'), sessionStorage.getItem('slot')])).resolves.toEqual(['30.27', '-97.74']);
    await context.setGeolocation({ latitude: 51.5, longitude: -0.12 });
    await page.reload();
    await form.getByLabel('Where', { exact: true }).focus();
    await nearMe.click();
    await expect.poll(() => form.locator('input[name="latitude"]').inputValue()).toBe('30.27');
    await context.close();

    // Refused (no permission): logged, nothing filled, no server call, no alert.
    const denied = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const refused = await denied.newPage();
    const logged: string[] = [];
    refused.on('console', (message) => logged.push(message.text()));
    const guesses: string[] = [];
    refused.on('request', (request) => {
      if (request.url().includes('/utils-geoLocation.php')) guesses.push(request.url());
    });
    await refused.goto(`${env.url}home`);
    await searcher(refused).getByLabel('Where', { exact: true }).focus();
    await searcher(refused).getByRole('button', { name: 'Use my current location' }).click();
    await expect.poll(() => logged.some((text) => text.startsWith('[widgets] Geolocation failed.'))).toBe(true);
    expect(await searcher(refused).getByLabel('Where', { exact: true }).inputValue()).toBe('');
    expect(await refused.getByRole('alertdialog').count()).toBe(0);
    expect(guesses).toEqual([]);
    await denied.close();

    // No geolocation in the browser: the server's guess, and with none the alert.
    const without = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const other = await without.newPage();
    await other.addInitScript(() => delete (Navigator.prototype as { geolocation?: unknown }).geolocation);
    await other.route('**/utils-geoLocation.php', (route) => route.fulfill({ json: { latitude: null, longitude: null, geoloc: 0 } }));
    await other.goto(`${env.url}home`);
    const otherForm = searcher(other);
    await otherForm.getByLabel('Where', { exact: true }).focus();
    await otherForm.getByRole('button', { name: 'Use my current location' }).click();
    await other.getByRole('alertdialog').getByText('Geolocation is not enabled. Please enable to use this feature').waitFor();
    await without.close();
  });

  it('reloads a listing for the visitor: to the listing the server names, or the same one at page 1 with usePreferences=1', async () => {
    const context = await env.browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, geolocation: { latitude: 30.27, longitude: -97.74 }, permissions: ['geolocation'] });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/utils-AjaxGeoLocation.php')) asked.push(request.url());
    });
    // The page's script follows the form before the click: a click before that is the server's
    // form's own (its no-JavaScript fallback, which keeps no sort), as on a slow phone. The scan
    // goes through the page's widgets in slices; on a loaded machine it can end after 'load'.
    const followed = () => page.locator('form.near-me[data-widget-state]').waitFor({ state: 'attached' });
    await page.goto(`${env.url}c/ca/san-francisco/wedding-photographers/6-vendors.html?page=2`);
    await followed();
    await Promise.all([page.waitForURL(/\/c\/tx\/austin\//), page.getByRole('button', { name: 'Vendors near me' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/c/tx/austin/wedding-photographers/6-vendors.html');
    const sent = new URL(asked[0]!).searchParams;
    expect([sent.get('mode'), sent.get('latitude'), sent.get('longitude')]).toEqual(['listing', '30.27', '-97.74']);

    // A server that names no page: the same listing again, page 1, with the visitor's preferences.
    await page.route('**/utils-AjaxGeoLocation.php*', (route) => route.fulfill({ json: {} }));
    await page.goto(`${env.url}c/ca/san-francisco/wedding-photographers/6-vendors.html?page=2&sort=rating`);
    await followed();
    await Promise.all([page.waitForURL(/usePreferences=1/), page.getByRole('button', { name: 'Vendors near me' }).click()]);
    const landed = new URL(page.url());
    expect(landed.pathname).toBe('/c/ca/san-francisco/wedding-photographers/6-vendors.html');
    expect(landed.searchParams.get('page')).toBeNull();
    expect(landed.searchParams.get('sort')).toBe('rating');
    await context.close();
  });
});
