import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, booted, collectErrors, logIn, usePreviewInChromium, resetStandIn } from './browser-helpers';

const env = usePreviewInChromium();

const COUPLE = { mail: 'couple@example.com', password: 'Wedding2026!' };
const INVALID = 'Please select the date of your wedding';

/** A day about 200 days from now, YYYY-MM-DD: always ahead, so its countdown ticks. */
function dayAhead(days = 200): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Home for the seeded couple, the stand-in's data as seeded. */
async function coupleHome(page: Page): Promise<void> {
  await resetStandIn(env.url);
  await logIn(page, env.url, COUPLE.mail, COUPLE.password);
  await page.goto(`${env.url}home`);
}

/** Types over the focused field's value, as a keyboard user would. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/**
 * The page's layout shifts so far that moved something in the tool cards (Chromium keeps them
 * for a buffered observer); the fixture page's own load, drawn while parsed, is not this test's.
 */
function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          type Shift = PerformanceEntry & { value: number; sources?: { node?: Node }[] };
          const inCards = (e: Shift) => (e.sources ?? []).some((s) => s.node?.parentElement?.closest('.tool-grid'));
          resolve((list.getEntries() as Shift[]).filter(inCards).map((e) => `${e.value}: ${(e.sources ?? []).map((s) => s.node?.parentElement?.className ?? '?').join(', ')}`));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer is never called.
        setTimeout(() => resolve([]), 500);
      }),
  );
}

describe('the wedding date in Chromium', () => {
  it('is set from the home tool card by keyboard, refused when bad, saved when good, and counted down after the reload', async () => {
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await coupleHome(page);

    const link = page.getByRole('link', { name: 'Change your wedding date' });
    // The scanner reads the page in slices: the link is marked pending a moment after load.
    await expect.poll(() => link.getAttribute('data-widget-state')).toBe('pending');
    // Focus wakes the widget; the Enter is held and replayed on it.
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Your wedding date' });
    const field = dialog.getByRole('textbox', { name: 'Wedding date' });
    await expect(field.inputValue()).resolves.toBe('2026-06-13');

    await field.focus();
    await retype(page, '2026-13-01');
    await page.keyboard.press('Enter');
    // Read with the field (aria-describedby), focus on it, and listed in the announced summary.
    await expect.poll(() => field.evaluate((el) => el.getAttribute('aria-invalid'))).toBe('true');
    await expect.poll(() => field.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '))).toContain(INVALID);
    await expect(field.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Change your wedding date');

    const date = dayAhead();
    await page.keyboard.press('Enter');
    await field.waitFor();
    await field.focus();
    await retype(page, date);
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;

    // After the reload: the server draws the new date and the days left; the widget ticks them.
    const countdown = page.locator('.countdown[data-widget="wedding-countdown"]');
    await expect(countdown.locator('time').getAttribute('datetime')).resolves.toBe(date);
    await expect(countdown.getByText(/^\d+ days to go$/).count()).resolves.toBe(1);
    // The reload keeps the scroll on the card, so it comes into view (and mounts) at once.
    await countdown.scrollIntoViewIfNeeded();
    await expect.poll(() => countdown.getAttribute('data-widget-state')).toBe('mounted');
    const seconds = countdown.locator('[data-unit="seconds"]');
    const first = await seconds.textContent();
    await expect.poll(() => seconds.textContent(), { timeout: 5000 }).not.toBe(first);
    // Mounting and ticking change digits only: nothing on the page moved.
    await expect(layoutShifts(page)).resolves.toEqual([]);
    await expect(page.getByRole('timer').getAttribute('aria-live')).resolves.toBe('off');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks a visitor to sign up or log in first, then opens the modal', async () => {
    const context = await env.browser.newContext({ viewport: { width: 412, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await resetStandIn(env.url);
    await page.goto(`${env.url}home`);
    // A click before the runtime runs follows the link to the page, as without JavaScript.
    await booted(page);
    await page.getByRole('link', { name: 'Set your wedding date' }).click();
    const signup = page.getByRole('dialog', { name: 'Sign up' });
    await signup.getByRole('link', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email').fill(COUPLE.mail);
    await login.getByLabel('Password').fill(COUPLE.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your wedding date' });
    await expect(dialog.getByRole('textbox', { name: 'Wedding date' }).inputValue()).resolves.toBe('2026-06-13');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
