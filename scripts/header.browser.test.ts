import { describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, logIn, pushUntilDelivered, usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

describe('the header in Chromium', () => {
  it("follows the couple's private channel through real pusher-js and the Pusher stand-in", async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(env.url + 'home');
    await page.evaluate(() => window.mockBackend?.reset());
    await logIn(page, env.url, 'couple@example.com', 'Wedding2026!');
    await page.goto(env.url + 'home');
    await page.getByRole('link', { name: /^Inbox, \d+ unread messages$/ }).waitFor();
    // Delivered once pusher-js has subscribed (auth through /pusher/pusherAuth.php).
    await expect(pushUntilDelivered(page, 'private-user-1', 1, { body: 'Hi!', numPending: 42 })).resolves.toBe(1);
    await page.getByRole('link', { name: 'Inbox, 42 unread messages' }).waitFor();
    await expect(page.getByRole('status').filter({ hasText: 'You have 42 unread messages' }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the account dropdown from the keyboard and gives focus back on Escape', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(env.url + 'home');
    await logIn(page, env.url, 'vendor@example.com', 'Vendor2026!');
    await page.goto(env.url + 'home');
    const button = page.getByRole('button', { name: 'My business' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Edit storefront' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await context.close();
  });

  it('keeps working on a phone: the menu folds behind a button that opens and closes it', async () => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(env.url + 'home');
    const burger = page.getByRole('button', { name: 'Menu' });
    await burger.waitFor();
    await expect(page.getByRole('link', { name: 'Ideas', exact: true }).first().isVisible()).resolves.toBe(false);
    await burger.tap();
    await expect(page.getByRole('link', { name: 'Ideas', exact: true }).first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('opens the log-in layer as an accessible modal and gives focus back when it closes', async () => {
    const page = await env.browser.newPage();
    await page.goto(env.url + 'home');
    const button = page.getByRole('button', { name: 'Log in' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.waitFor();
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe('hidden');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.not.toBe('hidden');
    await page.close();
  });
});
