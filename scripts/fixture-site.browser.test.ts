import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PAGES as PAGES } from './budgets';
import { axeViolations, collectErrors, logIn, usePreviewInChromium, waitForWidgets } from './browser-helpers';


const env = usePreviewInChromium();

async function checkPage(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const errors = collectErrors(page);
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  const response = await page.goto(env.url + path.slice(1), { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  const states = await waitForWidgets(page);
  // The page never reloads itself, and registers no service worker (only ?standin=worker does).
  expect(navigations, `${path} navigations`).toBe(1);
  await expect(page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), path).resolves.toBe(0);
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
      const context = await env.browser.newContext();
      const page = await context.newPage();
      await page.goto(env.url + 'home');
      await page.evaluate(() => window.mockBackend?.reset());
      if (who === 'couple') await logIn(page, env.url, 'couple@example.com', 'Wedding2026!');
      if (who === 'vendor') await logIn(page, env.url, 'vendor@example.com', 'Vendor2026!');
      await page.close();
      for (const path of PAGES) await (await checkPage(context, path)).close();
      await context.close();
      // Every fixture page with axe, one after the other: about 50 s alone, more beside two other
      // browser workers on two cores.
    }, 180_000);
  }
});

describe('the preview gallery', () => {
  it('links to every fixture page by name', async () => {
    const page = await env.browser.newPage();
    const errors = collectErrors(page);
    await page.goto(env.url);
    for (const name of ['Home page', 'Vendor listing', 'Storefront', 'Lead form page', 'Multi-category lead', 'Vendor manager', 'Inbox']) {
      const href = await page.getByRole('link', { name, exact: true }).first().getAttribute('href');
      expect(href, name).toBeTruthy();
      const res = await page.request.get(new URL(href!, env.url).href);
      expect(res.status(), `${name} → ${href}`).toBe(200);
    }
    await expect(page.evaluate(() => typeof window.mockBackend?.scenario)).resolves.toBe('function');
    expect(await axeViolations(page)).toEqual([]);
    // The gallery's isolation demo logs its expected errors; nothing else may.
    expect(errors.filter((e) => !e.includes('[widgets]'))).toEqual([]);
    await page.close();
  });
});
