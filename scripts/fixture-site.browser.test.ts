import { describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

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
