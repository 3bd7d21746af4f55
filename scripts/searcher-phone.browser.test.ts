import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, expectFocused, usePreviewInChromium } from './browser-helpers';
import { CSP_REPORTS_PATH, type CspViolation } from './csp';
import { chunkName } from './page-metrics';

const env = usePreviewInChromium();
// The same pages under the strict CSP with Trusted Types (as csp.browser.test.ts), where axe cannot be injected.
const strict = usePreviewInChromium({ csp: true });

async function cspReports(): Promise<CspViolation[]> {
  return (await (await fetch(new URL(CSP_REPORTS_PATH, strict.url))).json()) as CspViolation[];
}

/** How long a condition may take to come true on a loaded machine (expect.poll's default is 1 s). */
const SETTLED = { timeout: 10_000 };

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } as const;

const searcher = (page: Page) => page.getByRole('search', { name: 'Search vendors' }).first();
const what = (page: Page) => searcher(page).getByLabel('Search vendors, venues or cities');

/** Every suggest call the page makes, as its query (mode, searchText…). */
function suggestCalls(page: Page): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/listing/suggest/')) calls.push(new URLSearchParams([['path', url.pathname], ...url.searchParams]));
  });
  return calls;
}

describe('the phone searcher at 375 px', () => {
  it("opens 'Start your search', takes a category, moves through 'U.S' / 'Zone' / 'International' by keyboard, lands on the listing, and offers the search after a reload; axe-clean open", async () => {
    const context = await env.browser.newContext(PHONE);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const calls = suggestCalls(page);
    // Every dist chunk the page asks for, by name (page-metrics.ts's chunkName).
    const chunks: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.includes('/chunks/') && pathname.endsWith('.js')) chunks.push(chunkName(pathname));
    });
    await page.goto(`${env.url}home`);
    await searcher(page).waitFor();
    // Nothing of the modal before the touch: its code comes with it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
    expect(chunks).not.toContain('phone-searcher');
    const before = chunks.length;
    await what(page).click();
    const start = page.getByRole('dialog', { name: 'Start your search' });
    await start.getByRole('button', { name: 'Wedding Venues', exact: true }).waitFor();
    // The modal's code, and no React (issue 25): neither React nor its hooks' chunk is asked for.
    expect(chunks.slice(before)).toContain('phone-searcher');
    expect(chunks.filter((name) => name === 'react' || name === 'react-hooks')).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    const field = start.getByLabel('Search vendors, venues or cities');
    await expectFocused(field);
    // One input (pasted): typed key by key, a loaded machine may pause past the debounce between two keys.
    await field.fill('photo.');
    const photographers = start.getByRole('button', { name: 'Photographers', exact: true });
    await expect.poll(() => calls.filter((c) => c.get('searchText') === 'photo').length, SETTLED).toBe(1);
    await photographers.waitFor();
    // The first list (nothing typed) and then what was typed after the pause, without the dot (spec §5, §9).
    expect(calls.filter((c) => c.get('path') === '/listing/suggest/categories').map((c) => c.get('searchText'))).toEqual(['', 'photo']);
    await photographers.focus();
    await page.keyboard.press('Enter');

    const whereStep = page.getByRole('dialog', { name: 'Where' });
    const whereField = whereStep.getByRole('searchbox', { name: 'Where' });
    await expectFocused(whereField);
    const places = whereStep.getByRole('tablist', { name: 'Places' });
    const us = places.getByRole('tab', { name: 'U.S' });
    await us.waitFor();
    expect(await us.getAttribute('aria-selected')).toBe('true');
    await whereStep.getByRole('tabpanel', { name: 'U.S' }).getByRole('button', { name: 'California, US' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await us.focus();
    await page.keyboard.press('ArrowRight');
    const zone = places.getByRole('tab', { name: 'Zone' });
    await expectFocused(zone);
    expect(await zone.getAttribute('aria-selected')).toBe('true');
    await whereStep.getByRole('tabpanel', { name: 'Zone' }).getByRole('button', { name: 'Bay Area (California)' }).waitFor();
    await page.keyboard.press('ArrowRight');
    const international = places.getByRole('tab', { name: 'International' });
    await expectFocused(international);
    const abroad = whereStep.getByRole('tabpanel', { name: 'International' });
    await abroad.getByRole('heading', { name: 'Europe' }).waitFor();
    // A country is the suggestion's url: the category's listing in that country.
    expect(await abroad.getByRole('link', { name: 'Spain' }).getAttribute('href')).toMatch(/country=ES$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expectFocused(us);
    await page.keyboard.press('End');
    await expectFocused(international);
    await page.keyboard.press('Home');
    await expectFocused(us);

    await whereField.fill('San Fran');
    const sanFrancisco = whereStep.getByRole('tabpanel', { name: 'U.S' }).getByRole('button', { name: 'San Francisco, California, US' });
    await sanFrancisco.waitFor();
    // No zone in San Francisco, no continent named so: the 'U.S' tab alone.
    // (Polled: on a loaded machine a pause between two keys may have searched 'S' on its way.)
    await expect.poll(() => places.getByRole('tab').allTextContents(), SETTLED).toEqual(['U.S']);
    await sanFrancisco.focus();
    const [request] = await Promise.all([page.waitForRequest((r) => new URL(r.url()).pathname === '/search'), page.keyboard.press('Enter')]);
    const sent = new URL(request.url()).searchParams;
    expect([sent.get('txtStrSearch'), sent.get('id_sector'), sent.get('id_provincia'), sent.get('id_poblacion')]).toEqual(['Photographers', '6', '5', '501']);
    await page.waitForURL(/\/c\/ca\/san-francisco\//);
    expect(new URL(page.url()).pathname).toBe('/c/ca/san-francisco/wedding-photographers/6-vendors.html');

    // Back on the home page: the search is offered in the modal's first step.
    await page.goto(`${env.url}home`);
    await what(page).click();
    const again = page.getByRole('dialog', { name: 'Start your search' });
    const last = again.getByRole('region', { name: 'Last searches' }).getByRole('link', { name: 'Photographers in San Francisco, California, US' });
    await last.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes it and gives the focus back to the field.
    await page.keyboard.press('Escape');
    await expect.poll(() => again.count(), SETTLED).toBe(0);
    await expectFocused(what(page));
    await what(page).click();
    // The modal's link (the home page's last-search slider offers the same search under the modal).
    await Promise.all([page.waitForURL(/\/c\/ca\/san-francisco\//), last.click()]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("starts at 'Where' from a category button; the visitor's position (mode 'geo') and clearing the place (mode 'clearAll') reach the stand-in; desktop shows no buttons", async () => {
    const context = await env.browser.newContext({ ...PHONE, geolocation: { latitude: 30.27, longitude: -97.74 }, permissions: ['geolocation'] });
    const page = await context.newPage();
    const calls = suggestCalls(page);
    await page.goto(`${env.url}home`);
    const categories = searcher(page).getByRole('group', { name: 'Start with a category' });
    await categories.getByRole('link', { name: 'Photographers' }).click();
    const whereStep = page.getByRole('dialog', { name: 'Where' });
    await whereStep.getByText('Photographers', { exact: true }).waitFor();
    await whereStep.getByRole('button', { name: 'Use my current location' }).click();
    await whereStep.getByRole('tabpanel', { name: 'U.S' }).getByRole('button', { name: 'Austin, Texas, US' }).waitFor();
    const geo = calls.find((c) => c.get('mode') === 'geo');
    expect([geo?.get('geoloc'), geo?.get('latitude'), geo?.get('longitude'), geo?.get('id_sector')]).toEqual(['1', '30.27', '-97.74', '6']);

    await whereStep.getByRole('button', { name: 'Clear place' }).click();
    await whereStep.getByRole('tab', { name: 'Zone' }).waitFor();
    expect(calls.some((c) => c.get('mode') === 'clearAll')).toBe(true);
    expect(await whereStep.getByRole('searchbox', { name: 'Where' }).inputValue()).toBe('');

    await whereStep.getByRole('button', { name: 'Use my current location' }).click();
    await expect.poll(() => whereStep.getByRole('searchbox', { name: 'Where' }).inputValue(), SETTLED).toBe('Current location');
    await Promise.all([page.waitForURL(/\/c\/tx\/austin\//), whereStep.getByRole('button', { name: 'Search', exact: true }).click()]);
    expect(new URL(page.url()).pathname).toBe('/c/tx/austin/wedding-photographers/6-vendors.html');
    await context.close();

    const laptop = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const wide = await laptop.newPage();
    await wide.goto(`${env.url}home`);
    await searcher(wide).getByLabel('Where', { exact: true }).waitFor();
    expect(await searcher(wide).getByRole('group', { name: 'Start with a category' }).isVisible()).toBe(false);
    await laptop.close();
  });

  it('starts at the place of the last search, which the search keeps; a place cleared by hand stays away for 2 days (spec §9 locationManuallyUnset)', async () => {
    const context = await env.browser.newContext(PHONE);
    const search = [{ label: 'Photographers in San Francisco, California, US', url: '/search?txtStrSearch=Photographers&id_sector=6&excludeVenueCategories=1&id_provincia=5&id_poblacion=501&txtLocalidad=San+Francisco%2C+California%2C+US' }];
    await context.addCookies([{ name: 'lastSearches', value: encodeURIComponent(JSON.stringify(search)), url: env.url }]);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${env.url}home`);
    // The server puts the last search's place back in the form.
    const serverPlace = () => searcher(page).locator('input[name="txtLocalidad"]').inputValue();
    expect(await serverPlace()).toBe('San Francisco, California, US');
    const categories = searcher(page).getByRole('group', { name: 'Start with a category' });
    await categories.getByRole('link', { name: 'Photographers' }).click();
    const whereStep = page.getByRole('dialog', { name: 'Where' });
    const whereField = whereStep.getByRole('searchbox', { name: 'Where' });
    await expect.poll(() => whereField.inputValue(), SETTLED).toBe('San Francisco, California, US');
    // Searched as it is, the place goes with its ids.
    const [request] = await Promise.all([page.waitForRequest((r) => new URL(r.url()).pathname === '/search'), whereStep.getByRole('button', { name: 'Search', exact: true }).click()]);
    expect([new URL(request.url()).searchParams.get('id_poblacion'), new URL(request.url()).searchParams.get('txtLocalidad')]).toEqual(['501', 'San Francisco, California, US']);
    await page.waitForURL(/\/c\/ca\/san-francisco\//);

    await page.goto(`${env.url}home`);
    await categories.getByRole('link', { name: 'Photographers' }).click();
    await expect.poll(() => whereField.inputValue(), SETTLED).toBe('San Francisco, California, US');
    await whereStep.getByRole('button', { name: 'Clear place' }).click();
    await expect.poll(() => whereField.inputValue(), SETTLED).toBe('');
    const unset = (await context.cookies()).find((cookie) => cookie.name === 'locationManuallyUnset');
    expect(unset?.value).toBe('1');
    const days = (unset!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(1.9);
    expect(days).toBeLessThanOrEqual(2);
    // Gone from the page as well: Back and a category again start with no place, and a search goes without one.
    await whereStep.getByRole('button', { name: 'Back' }).click();
    const start = page.getByRole('dialog', { name: 'Start your search' });
    await start.getByRole('button', { name: 'Photographers', exact: true }).click();
    await expect.poll(() => whereField.inputValue(), SETTLED).toBe('');
    expect(await serverPlace()).toBe('');
    expect(await searcher(page).locator('input[name="id_poblacion"]').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await page.reload();
    expect(await serverPlace()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when the suggestions fail (500) and still searches for what was typed', async () => {
    const context = await env.browser.newContext(PHONE);
    const page = await context.newPage();
    await page.route('**/listing/suggest/**', (route) => route.fulfill({ status: 500, body: 'Server error' }));
    await page.goto(`${env.url}home`);
    await what(page).click();
    const start = page.getByRole('dialog', { name: 'Start your search' });
    const unavailable = 'Suggestions are not available right now. You can still search for what you typed.';
    await start.getByText(unavailable).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const field = start.getByLabel('Search vendors, venues or cities');
    await field.pressSequentially('photographers');
    await field.press('Enter');
    const whereStep = page.getByRole('dialog', { name: 'Where' });
    await whereStep.getByText(unavailable).waitFor();
    await whereStep.getByRole('searchbox', { name: 'Where' }).pressSequentially('Austin');
    await Promise.all([page.waitForURL(/\/search\?/), page.keyboard.press('Enter')]);
    const landed = new URL(page.url()).searchParams;
    expect([landed.get('txtStrSearch'), landed.get('txtLocalidad')]).toEqual(['photographers', 'Austin']);
    await context.close();
  });

  it("leaves the server's form to search when the modal's code cannot load", async () => {
    const context = await env.browser.newContext(PHONE);
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    // Its first fetch and the retry (a fresh URL).
    await page.route(/\/chunks\/phone-searcher-[^/]*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(`${env.url}home`);
    await what(page).click();
    await expect.poll(() => logged.some((text) => text.startsWith('[widgets] Widget "searcher": the phone searcher could not load.')), SETTLED).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectFocused(what(page));
    await page.keyboard.type('florists');
    await Promise.all([page.waitForURL(/\/search\?/), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('txtStrSearch')).toBe('florists');
    await context.close();
  });

  it('works under the strict CSP with Trusted Types: both steps and the tabs, with no violation reported and no error', async () => {
    await fetch(new URL(CSP_REPORTS_PATH, strict.url), { method: 'DELETE' });
    const context = await strict.browser.newContext(PHONE);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${strict.url}home`);
    await what(page).click();
    const start = page.getByRole('dialog', { name: 'Start your search' });
    await start.getByRole('button', { name: 'Photographers', exact: true }).click();
    const whereStep = page.getByRole('dialog', { name: 'Where' });
    await whereStep.getByRole('tab', { name: 'International' }).click();
    await whereStep.getByRole('tabpanel', { name: 'International' }).getByRole('link', { name: 'Spain' }).waitFor();
    await whereStep.getByRole('searchbox', { name: 'Where' }).pressSequentially('Aust');
    await Promise.all([page.waitForURL(/\/c\/tx\/austin\//), whereStep.getByRole('tabpanel', { name: 'U.S' }).getByRole('button', { name: 'Austin, Texas, US' }).click()]);
    expect(errors).toEqual([]);
    expect(await cspReports()).toEqual([]);
    await context.close();
  });
});
