import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, expectFocused, logIn, resetStandIn, usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

const COUPLE = { mail: 'couple@example.com', password: 'Wedding2026!' };
/** Saved by the seeded couple, not hired: a DJ, a caterer and a venue. */
const AMBER_DJ = 'Amber DJ Co.';
const RIVERSIDE = 'Riverside Catering';
const ROSEWOOD_ESTATE = 'Rosewood Estate';
/** A photographer the seeded couple has not saved: the photographers' page offers to add it. */
const BLUEBELL = { id: '1001', name: 'Bluebell Photography' };

async function coupleContext(options: { javaScriptEnabled?: boolean; width?: number } = {}): Promise<BrowserContext> {
  await resetStandIn(env.url);
  const context = await env.browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, viewport: { width: options.width ?? 1280, height: 900 } });
  await logIn(context, env.url, COUPLE.mail, COUPLE.password);
  return context;
}

/** What the manager counts: the categories' menu and the summary ('1 of 14 categories hired · 7 vendors saved'). */
async function counts(page: Page): Promise<string[]> {
  const menu = await page.getByRole('navigation', { name: 'Vendor categories' }).innerText();
  const summary = await page.getByText(/categories hired ·/).innerText();
  return [summary, menu];
}

const saved = (page: Page) => page.getByRole('region', { name: /^Saved/ });
const status = (page: Page) => page.getByRole('main').getByRole('status');
const vendorHeading = (page: Page, name: string) => saved(page).getByRole('heading', { name, exact: true });

/** The stand-in's calls the page made, as the server received them: path and query, and whether they came as ajax. */
function recordCalls(page: Page): { url: string; ajax: boolean }[] {
  const calls: { url: string; ajax: boolean }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/tools\/Vendors(Reserved|AddRun|Delete)$/.test(url.pathname)) calls.push({ url: url.pathname + url.search, ajax: request.headers()['x-requested-with'] === 'XMLHttpRequest' });
  });
  return calls;
}

describe('vendor manager in Chromium', () => {
  it('as a couple marks as hired, removes and adds in place, and after a reload the server page agrees', async () => {
    const context = await coupleContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const calls = recordCalls(page);
    await page.goto(`${env.url}tools/Vendors`);

    // The first touch brings the enhancer; the click is held and done in place.
    await page.getByRole('link', { name: `Mark as hired: ${AMBER_DJ}` }).click();
    const badge = page.getByRole('link', { name: `Hired: ${AMBER_DJ}` });
    await badge.waitFor();
    await expectFocused(badge);
    await expect.poll(() => status(page).textContent()).toBe(`${AMBER_DJ} is marked as hired.`);
    expect(page.url()).toBe(`${env.url}tools/Vendors`);

    await page.getByRole('link', { name: `Remove ${RIVERSIDE}` }).click();
    await vendorHeading(page, RIVERSIDE).waitFor({ state: 'detached' });
    await expect.poll(() => status(page).textContent()).toBe(`${RIVERSIDE} was removed from your vendors.`);
    await expectFocused(page.getByRole('heading', { name: 'Saved vendors' }));
    // The counts changed in place as the server's page counts them.
    const inPlace = await counts(page);
    expect(inPlace[0]).toBe('2 of 14 categories hired · 6 vendors saved');
    await page.reload();
    await expect(counts(page)).resolves.toEqual(inPlace);

    await page.goto(`${env.url}tools/VendorsCateg?id_categ=6`);
    await page.getByLabel('Add a vendor to photographers').selectOption(BLUEBELL.id);
    await page.getByRole('button', { name: 'Add vendor' }).click();
    await vendorHeading(page, BLUEBELL.name).waitFor();
    await expect.poll(() => status(page).textContent()).toBe(`${BLUEBELL.name} was added to your vendors.`);
    expect(await page.getByText('You have not saved any photographers yet.').isVisible()).toBe(false);
    const added = await counts(page);
    expect(added[0]).toBe('2 of 14 categories hired · 7 vendors saved');

    expect(calls).toEqual([
      { url: '/tools/VendorsReserved?idEmpresa=1003', ajax: true },
      { url: '/tools/VendorsDelete?id_empresa=1006&id_categ=13', ajax: true },
      { url: '/tools/VendorsAddRun', ajax: true },
    ]);

    // The server's pages agree.
    await page.reload();
    await vendorHeading(page, BLUEBELL.name).waitFor();
    await expect(counts(page)).resolves.toEqual(added);
    await page.goto(`${env.url}tools/Vendors`);
    await page.getByRole('link', { name: `Hired: ${AMBER_DJ}` }).waitFor();
    await expect(vendorHeading(page, RIVERSIDE).count()).resolves.toBe(0);
    await expect(vendorHeading(page, BLUEBELL.name).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript the links and the form do the same through the server, back on the page they were on', async () => {
    const context = await coupleContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${env.url}tools/Vendors`);
    await page.getByRole('link', { name: `Mark as hired: ${AMBER_DJ}` }).click();
    await page.getByRole('link', { name: `Hired: ${AMBER_DJ}` }).waitFor();
    expect(page.url()).toBe(`${env.url}tools/Vendors`);

    await page.getByRole('link', { name: `Remove ${RIVERSIDE}` }).click();
    await page.waitForURL(`${env.url}tools/Vendors`);
    await expect(vendorHeading(page, RIVERSIDE).count()).resolves.toBe(0);

    await page.goto(`${env.url}tools/VendorsCateg?id_categ=6`);
    await page.getByLabel('Add a vendor to photographers').selectOption(BLUEBELL.id);
    await page.getByRole('button', { name: 'Add vendor' }).click();
    await vendorHeading(page, BLUEBELL.name).waitFor();
    expect(page.url()).toBe(`${env.url}tools/VendorsCateg?id_categ=6`);
    await context.close();
  });

  it('a venue goes through venue-list-vrm: the couple picks their venue, comes back where they were, and the Hired badge leads to vendor-profile-hired', async () => {
    const context = await coupleContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${env.url}tools/VendorsCateg?id_categ=1`);
    await page.getByRole('link', { name: `Mark as hired: ${ROSEWOOD_ESTATE}` }).click();
    await page.waitForURL(`${env.url}venue-list-vrm?vendorId=1000&referrerUrl=${encodeURIComponent('/tools/VendorsCateg?id_categ=1')}`);
    await page.getByRole('heading', { level: 1, name: 'Which venue did you book?' }).waitFor();
    const venues = page.getByRole('group', { name: 'Your venues' });
    await expect(venues.getByRole('radio', { name: new RegExp(ROSEWOOD_ESTATE) }).isChecked()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Mark as hired' }).click();
    await page.waitForURL(`${env.url}tools/VendorsCateg?id_categ=1`);
    await page.getByRole('link', { name: `Hired: ${ROSEWOOD_ESTATE}` }).click();
    await page.getByRole('heading', { level: 1, name: `You hired ${ROSEWOOD_ESTATE}` }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a look-alike referrerUrl, with JavaScript and without: the couple lands on the vendor manager', async () => {
    const lookAlike = `${env.url.replace('127.0.0.1', '127.0.0.1.evil.example')}tools/Vendors`;
    for (const javaScriptEnabled of [true, false]) {
      const context = await coupleContext({ javaScriptEnabled });
      const page = await context.newPage();
      const calls = recordCalls(page);
      const offSite: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).hostname !== '127.0.0.1') offSite.push(request.url());
      });
      await page.goto(`${env.url}venue-list-vrm?vendorId=1000&referrerUrl=${encodeURIComponent(lookAlike)}`);
      await expect(page.getByRole('link', { name: 'Back' }).getAttribute('href')).resolves.toBe('/tools/Vendors');
      await page.getByRole('button', { name: 'Mark as hired' }).click();
      await page.waitForURL(`${env.url}tools/Vendors`);
      await page.getByRole('link', { name: `Hired: ${ROSEWOOD_ESTATE}` }).waitFor();
      expect(offSite).toEqual([]);
      // With JavaScript the enhancer's call (then src/lib/safe-redirect.ts refuses the host); without, the server's form.
      expect(calls.map((c) => c.ajax)).toEqual([javaScriptEnabled]);
      await context.close();
    }
  });

  it('sends a visitor to log in', async () => {
    await resetStandIn(env.url);
    const context = await env.browser.newContext();
    const page = await context.newPage();
    for (const path of ['tools/VendorsReserved?idEmpresa=1003', 'venue-list-vrm/middleware?vendorId=1000', 'venue-list-vrm?vendorId=1000', 'vendor-profile-hired?vendorId=1013']) {
      await page.goto(env.url + path);
      await page.waitForURL(`${env.url}users-login.php`);
      expect(page.url()).toBe(`${env.url}users-login.php`);
    }
    await page.goto(`${env.url}tools/Vendors`);
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' }).count()).resolves.toBe(1);
    await context.close();
  });

  it('when the server fails, leaves the row as it was and says so', async () => {
    const context = await coupleContext();
    const page = await context.newPage();
    env.allowPageErrors(/500|Failed to fetch|Internal Server Error|ERR_/);
    await page.goto(`${env.url}tools/Vendors`);
    await page.waitForFunction(() => typeof window.mockBackend?.scenario === 'function');

    await page.evaluate(() => window.mockBackend?.scenario('server-error'));
    await page.getByRole('link', { name: `Mark as hired: ${AMBER_DJ}` }).click();
    await expect.poll(() => status(page).textContent()).toBe(`${AMBER_DJ} could not be marked as hired. Please try again.`);
    await page.getByRole('link', { name: `Mark as hired: ${AMBER_DJ}` }).waitFor();

    await page.evaluate(() => window.mockBackend?.scenario('offline'));
    await page.getByRole('link', { name: `Remove ${RIVERSIDE}` }).click();
    await expect.poll(() => status(page).textContent()).toBe(`${RIVERSIDE} could not be removed. Please try again.`);
    await expect(vendorHeading(page, RIVERSIDE).count()).resolves.toBe(1);
    await page.evaluate(() => window.mockBackend?.scenario('normal'));

    await page.reload();
    await page.getByRole('link', { name: `Mark as hired: ${AMBER_DJ}` }).waitFor();
    await expect(vendorHeading(page, RIVERSIDE).count()).resolves.toBe(1);
    await context.close();
  });

  it.each([375, 1280])('has no axe violations at %i px: the manager after an action, the add form, the venue list, the hired page', async (width) => {
    const context = await coupleContext({ width });
    const page = await context.newPage();
    await page.goto(`${env.url}tools/Vendors`);
    await page.getByRole('link', { name: `Mark as hired: ${AMBER_DJ}` }).click();
    await expect.poll(() => status(page).textContent()).toBe(`${AMBER_DJ} is marked as hired.`);
    expect(await axeViolations(page)).toEqual([]);
    for (const path of ['tools/VendorsCateg?id_categ=6', 'venue-list-vrm?vendorId=1000&referrerUrl=%2Ftools%2FVendors', 'vendor-profile-hired?vendorId=1003', 'vendor-profile-hired?vendorId=1006']) {
      await page.goto(env.url + path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});
