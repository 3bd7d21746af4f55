import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, logIn, pushUntilShown, usePreviewInChromium, resetStandIn } from './browser-helpers';

const env = usePreviewInChromium();

/** Pages of `context` on /home, logged in first. */
async function homePagesOf(context: BrowserContext, count: number, mail: string, password: string): Promise<Page[]> {
  await logIn(context, env.url, mail, password);
  const pages: Page[] = [];
  for (let i = 0; i < count; i += 1) {
    const page = await context.newPage();
    await page.goto(env.url + 'home');
    pages.push(page);
  }
  return pages;
}

describe('realtime through the preview server’s Pusher stand-in', () => {
  it('connects real pusher-js to the stand-in’s WebSocket on the preview’s own port, with no service worker', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await resetStandIn(env.url);
    await logIn(context, env.url, 'couple@example.com', 'Wedding2026!');
    await page.goto(env.url + 'home');
    await pushUntilShown(page, 'private-user-1', { body: 'Hi', numPending: 5 }, page.getByRole('link', { name: 'Inbox, 5 unread messages' }));
    const { host } = new URL(env.url);
    expect(sockets).toEqual([expect.stringMatching(new RegExp(`^ws://${host.replace(/\./g, '\\.')}/app/wedding-local\\?protocol=7`))]);
    await expect(page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).resolves.toBe(0);
    await context.close();
  });

  it('delivers a push from one browser context to the subscribers of every tab of another', async () => {
    const couple = await env.browser.newContext();
    const other = await env.browser.newContext();
    // User 3 (Sam Taylor): no other test follows private-user-3, so the count is exact.
    const tabs = await homePagesOf(couple, 2, 'sam.taylor@example.com', 'Taylor2026!');
    const errors = tabs.flatMap((tab) => collectErrors(tab));
    const [pusher] = await homePagesOf(other, 1, 'vendor@example.com', 'Vendor2026!');

    const badges = tabs.map((tab) => tab.getByRole('link', { name: 'Inbox, 42 unread messages' }));
    expect(await pushUntilShown(pusher!, 'private-user-3', { body: 'Hello from the vendor', numPending: 42 }, ...badges)).toBe(2);
    expect(errors).toEqual([]);
    await couple.close();
    await other.close();
  });

  it('reports the subscription error pusher-js gives when the channel auth is refused', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await logIn(page, env.url, 'couple@example.com', 'Wedding2026!');
    // The readable cookie claims user 2; the server's session is user 1's: private-user-2 is refused.
    await context.addCookies([{ name: 'USER_ID', value: '2', url: env.url }]);
    // The header asks for private-user-2 (the cookie's claim); the chat for the server's own actor.
    const refused = page.waitForResponse((response) => response.url().endsWith('/pusher/pusherAuth.php') && (response.request().postData() ?? '').includes('private-user-2'));
    const reported = page.waitForEvent('console', { predicate: (message) => message.text().includes('realtime channel'), timeout: 10000 });
    await page.goto(env.url + 'home');
    expect((await refused).status()).toBe(403);
    expect((await reported).text()).toMatch(/^\[widgets\] The realtime channel private-user-2 was refused\./);
    await context.close();
  });
});
