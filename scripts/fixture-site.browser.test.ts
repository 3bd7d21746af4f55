import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, logIn, waitForWidgets } from './browser-helpers';
import { launchChromium } from './chromium';
import { startPreview, type Preview } from './preview-server';

const PAGES = [
  '/home',
  '/c/ca/san-francisco/wedding-photographers/6-vendors.html',
  '/biz/rosewood-estate-1000.html',
  '/emp-Form.php?id_empresa=1000',
  '/multi-category-lead',
  '/tools/Vendors',
  '/inbox',
  '/users-login.php',
  '/users-signup.php',
  '/home?country=ES',
  '/emp-Form.php?id_empresa=1001&country=IN',
];

let preview: Preview;
let browser: Browser;

beforeAll(async () => {
  preview = await startPreview({ port: 0 });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await preview?.close();
});

async function checkPage(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors = collectErrors(page);
  const response = await page.goto(preview.url + path.slice(1), { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  const states = await waitForWidgets(page);
  expect(Object.keys(states).length, `${path} has widgets`).toBeGreaterThan(0);
  expect(Object.values(states).every((s) => s === 'mounted'), `${path} widgets: ${JSON.stringify(states)}`).toBe(true);
  await expect(page.locator('header[data-widget="header"]').isVisible()).resolves.toBe(true);
  const violations = await axeViolations(page);
  expect(violations, `${path} axe`).toEqual([]);
  expect(errors, `${path} console`).toEqual([]);
  return page;
}

describe('every fixture page in Chromium', () => {
  for (const who of ['visitor', 'couple', 'vendor'] as const) {
    it(`mounts every widget with no console error and no axe violation (${who})`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(preview.url + 'home');
      await page.evaluate(() => window.mockBackend?.reset());
      if (who === 'couple') await logIn(page, preview.url, 'couple@example.com', 'Wedding2026!');
      if (who === 'vendor') await logIn(page, preview.url, 'vendor@example.com', 'Vendor2026!');
      await page.close();
      for (const path of PAGES) await (await checkPage(context, path)).close();
      await context.close();
    });
  }
});

describe('the preview gallery', () => {
  it('links to every fixture page by name', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(preview.url);
    for (const name of ['Home page', 'Vendor listing', 'Storefront', 'Lead form page', 'Multi-category lead', 'Vendor manager', 'Inbox']) {
      const href = await page.getByRole('link', { name, exact: true }).first().getAttribute('href');
      expect(href, name).toBeTruthy();
      const res = await page.request.get(new URL(href!, preview.url).href);
      expect(res.status(), `${name} → ${href}`).toBe(200);
    }
    await expect(page.evaluate(() => typeof window.mockBackend?.scenario)).resolves.toBe('function');
    // The gallery's isolation demo logs its expected errors; nothing else may.
    expect(errors.filter((e) => !e.includes('[widgets]'))).toEqual([]);
    await page.close();
  });
});
