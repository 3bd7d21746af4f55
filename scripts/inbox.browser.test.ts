import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, usePreviewInChromium, resetStandIn } from './browser-helpers';

const env = usePreviewInChromium();

async function loggedIn(page: Page, mail: string, password: string) {
  await resetStandIn(env.url);
  await logIn(page, env.url, mail, password);
}

describe('the inbox page reads the backend the endpoints write', () => {
  it("shows the couple's conversations and agrees with the header's unread count", async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await loggedIn(page, 'couple@example.com', 'Wedding2026!');
    await page.goto(env.url + 'inbox');
    // The seeded couple has unread messages in conversations other than the one the page opens.
    const summary = (await page.getByText(/^\d+ unread messages?$/).textContent()) ?? '';
    const onPage = Number(/^(\d+)/.exec(summary)?.[1]);
    expect(onPage).toBeGreaterThan(0);
    await page.getByRole('link', { name: `Inbox, ${onPage} unread message${onPage === 1 ? '' : 's'}`, exact: true }).waitFor();
    await context.close();
  });

  it("shows a vendor the couple's name, and a visitor the way to log in", async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await loggedIn(page, 'vendor@example.com', 'Vendor2026!');
    await page.goto(env.url + 'inbox');
    // The vendor's requests come from couples: their names, not the vendor's own.
    const conversations = page.getByRole('navigation', { name: 'Conversations' }).getByRole('link');
    await expect(conversations.filter({ hasText: 'Alex Morgan' }).count()).resolves.toBe(1);
    await expect(conversations.filter({ hasText: 'Rosewood Estate' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'View storefront' }).count()).resolves.toBe(0);
    const visitor = await env.browser.newPage();
    await visitor.goto(env.url + 'inbox');
    await visitor.getByText('Log in to read and answer your messages.').waitFor();
    await visitor.close();
    await context.close();
  });

  it('takes a reply through the native form, with JavaScript off, and shows it', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(env.url + 'users-login.php');
    await page.getByLabel('Email').fill('couple@example.com');
    await page.getByLabel('Password').fill('Wedding2026!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForLoadState('load');
    await page.goto(env.url + 'inbox');
    await page.getByRole('textbox', { name: /^Reply to / }).fill('Saturday at 11am works for us!');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/sent=1/);
    await page.getByText('Your reply has been sent').waitFor();
    // Shown in the conversation as the couple's own message.
    const sent = page.getByRole('listitem').filter({ hasText: 'Saturday at 11am works for us!' }).filter({ hasText: /You ·/ });
    await sent.waitFor();
    // The server kept it, once: the conversation read again shows it a single time.
    await page.goto(env.url + 'inbox');
    await expect(sent.count()).resolves.toBe(1);
    await context.close();
  });
});
