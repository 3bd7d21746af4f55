import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, booted, headerControl, logIn, usePreviewInChromium } from './browser-helpers';

// Issue 25 item 8: axe finds nothing in the states a person opens, at a small phone's width and a
// laptop's (the fixture pages are checked closed at 375, 412 and 1280 px: fixture-pages.ts).

const env = usePreviewInChromium();

async function pageAt(width: number, path: string, couple = false): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width, height: 900 } });
  if (couple) await logIn(context, env.url, 'couple@example.com', 'Wedding2026!');
  const page = await context.newPage();
  await page.goto(env.url + path);
  await booted(page);
  return page;
}

/** axe on the open state, then Escape closes it. */
async function expectCleanThenEscape(page: Page, where: string, dialog: ReturnType<Page['getByRole']>): Promise<void> {
  await dialog.waitFor();
  expect(await axeViolations(page), where).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

describe('every open state, axe-clean', () => {
  for (const width of [375, 1280]) {
    it(`the log-in and sign-up layers (visitor, ${width} px)`, async () => {
      const page = await pageAt(width, 'home');
      await headerControl(page, 'Log in').click();
      await expectCleanThenEscape(page, `${width} px: log-in layer`, page.getByRole('dialog', { name: 'Log in' }));
      await headerControl(page, 'Sign up').click();
      await expectCleanThenEscape(page, `${width} px: sign-up layer`, page.getByRole('dialog', { name: 'Sign up' }));
      await page.context().close();
    });

    it(`the storefront's lead form with its errors shown, and a tile's lead layer (visitor, ${width} px)`, async () => {
      const page = await pageAt(width, 'biz/rosewood-estate-1000.html');
      const form = page.locator('form[data-widget="lead-form"]').first();
      await form.getByRole('button', { name: /Request pricing|Send message/ }).click();
      await expect.poll(() => form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      expect(await axeViolations(page), `${width} px: lead form errors`).toEqual([]);
      await page.goto(`${env.url}c/ca/san-francisco/wedding-photographers/6-vendors.html`);
      await booted(page);
      await page.getByRole('link', { name: /^Request pricing from / }).first().click();
      await expectCleanThenEscape(page, `${width} px: tile lead layer`, page.getByRole('dialog').first());
      await page.context().close();
    });

    it(`the wedding-date modal, the chat's conversations and the account menu (couple, ${width} px)`, async () => {
      const page = await pageAt(width, 'home', true);
      // The tool card's link (a couple's: with a saved date it changes it).
      await page.getByRole('link', { name: 'Change your wedding date' }).click();
      await expectCleanThenEscape(page, `${width} px: wedding-date modal`, page.getByRole('dialog', { name: 'Your wedding date' }));
      await page.getByRole('button', { name: 'Chat', exact: true }).click();
      await expectCleanThenEscape(page, `${width} px: chat`, page.getByRole('dialog', { name: 'Conversations' }));
      const account = headerControl(page, 'My account');
      await account.click();
      await expect.poll(() => account.getAttribute('aria-expanded')).toBe('true');
      expect(await axeViolations(page), `${width} px: account menu`).toEqual([]);
      await page.context().close();
    });
  }
});
