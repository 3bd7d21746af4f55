import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, logIn, usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

const COUPLE = ['couple@example.com', 'Wedding2026!'] as const;
const VENDOR = ['vendor@example.com', 'Vendor2026!'] as const;

/** A browser context logged in as `who`, on `path`, with the chat mounted (logged-in pages mount it when idle). */
async function loggedIn(who: readonly [string, string], path = 'home', width = 1280, reset = false): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await env.browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(env.url + 'home');
  // A reset restores the seed, sessions included: before logging in.
  if (reset) await page.evaluate(() => window.mockBackend?.reset());
  await logIn(page, env.url, ...who);
  await page.goto(env.url + path);
  await page.waitForSelector('[data-widget="chat"][data-widget-state="mounted"]', { state: 'attached' });
  return { context, page, errors };
}

/** Waits until the page's chat is connected and its channel joined (a push reaches it), without sending anything. */
async function untilSubscribed(page: Page, channel: string): Promise<void> {
  await page.waitForSelector('.chat[data-connection="connected"]', { state: 'attached' });
  await page.waitForFunction(
    async (name) => {
      const stats = await fetch('/__mock/push', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ channel: name, event: 'ping', data: {} }) });
      return ((await stats.json()) as { delivered: number }).delivered > 0;
    },
    channel,
    { polling: 200, timeout: 15000 },
  );
}

async function openConversation(page: Page, name: RegExp | string) {
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Conversations' });
  await menu.getByRole('button', { name }).click();
  return page.getByRole('dialog', { name: typeof name === 'string' ? name : undefined });
}

describe('the chat, as couples and vendors use it', () => {
  it('carries a vendor’s reply from its request page to the couple’s open conversation within a second, and the couple’s reply back', async () => {
    const couple = await loggedIn(COUPLE, 'home', 1280, true);
    const vendor = await loggedIn(VENDOR, 'inbox?id=7001');
    await openConversation(couple.page, /^Rosewood Estate/);
    const log = couple.page.getByRole('log', { name: 'Messages' });
    await log.getByText(/June 13 is still open/).waitFor();
    await untilSubscribed(couple.page, 'private-user-1');

    await vendor.page.getByLabel('Reply to Alex Morgan').fill('We can hold June 13 for you until Friday.');
    await vendor.page.getByRole('button', { name: 'Send' }).click();
    await vendor.page.getByText('Your reply has been sent').waitFor();
    await log.getByText('We can hold June 13 for you until Friday.').waitFor({ timeout: 1000 });

    // The couple answers in the chat; it reaches the vendor's page live, then its request page.
    await untilSubscribed(vendor.page, 'private-vendor-1000');
    await couple.page.getByRole('textbox', { name: 'Message' }).fill('Wonderful, please hold it!');
    await couple.page.keyboard.press('Enter');
    await log.getByText('Wonderful, please hold it!').waitFor();
    await vendor.page.getByText('New message from Alex Morgan').waitFor();
    await vendor.page.reload();
    await vendor.page.locator('.messages').getByText('Wonderful, please hold it!').waitFor();

    expect(couple.errors).toEqual([]);
    expect(vendor.errors).toEqual([]);
    await couple.context.close();
    await vendor.context.close();
  });

  it('with the chat closed, a vendor’s reply brings a notification and the inbox badge goes up', async () => {
    const couple = await loggedIn(COUPLE, 'home', 1280, true);
    const badge = couple.page.getByRole('link', { name: /^Inbox, \d+ unread messages?$/ });
    const before = Number(/(\d+)/.exec((await badge.getAttribute('aria-label')) ?? '')?.[1]);
    await untilSubscribed(couple.page, 'private-user-1');
    const vendor = await loggedIn(VENDOR, 'inbox?id=7001');
    await vendor.page.getByLabel('Reply to Alex Morgan').fill('A quick question about your guest count.');
    await vendor.page.getByRole('button', { name: 'Send' }).click();

    const notification = couple.page.getByRole('status').filter({ hasText: 'New message from Rosewood Estate' });
    await notification.getByText('A quick question about your guest count.').waitFor();
    await couple.page.getByRole('link', { name: `Inbox, ${before + 1} unread messages`, exact: true }).waitFor();
    await notification.getByRole('button', { name: 'Open' }).click();
    await couple.page.getByRole('log', { name: 'Messages' }).getByText('A quick question about your guest count.').waitFor();
    await couple.context.close();
    await vendor.context.close();
  });

  it('shows hostile and endless messages as text: nothing runs, the layout holds', async () => {
    const couple = await loggedIn(COUPLE, 'home', 375, true);
    const dialogs: string[] = [];
    couple.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openConversation(couple.page, /^Rosewood Estate/);
    await untilSubscribed(couple.page, 'private-user-1');
    const message = (id: number, body: string) => ({
      id,
      idConversation: 7001,
      fromType: 'vendor',
      fromId: 1000,
      toType: 'user',
      toId: 1,
      body,
      publishedDate: '2026-11-24',
      publishedTime: '10:00',
      ts: 1795000000,
      actor: { id: 1000, type: 'vendor', name: 'Rosewood Estate', avatar: null },
    });
    const word = 'a'.repeat(10_000);
    await couple.page.evaluate(
      async ([hostile, long]) => {
        await window.mockBackend?.push('private-user-1', 'message', hostile);
        await window.mockBackend?.push('private-user-1', 'message', long);
      },
      [message(90001, '<img src=x onerror=alert(1)>'), message(90002, word)],
    );
    const log = couple.page.getByRole('log', { name: 'Messages' });
    await log.getByText('<img src=x onerror=alert(1)>', { exact: true }).waitFor();
    await log.getByText(word).waitFor();
    await expect(log.locator('img').count()).resolves.toBe(0);
    const widths = await couple.page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: innerWidth,
      panel: document.querySelector('dialog')!.getBoundingClientRect().width,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    expect(widths.panel).toBeLessThanOrEqual(widths.viewport);
    expect(dialogs).toEqual([]);
    await couple.context.close();
  });
});
