import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, logIn, usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

/** A page of a couple logged in, on /home, whose header follows private-user-1. */
async function coupleOnHome(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(env.url + 'home');
  await logIn(page, env.url, 'couple@example.com', 'Wedding2026!');
  await page.goto(env.url + 'home');
  await page.getByRole('link', { name: /^Inbox, \d+ unread messages$/ }).waitFor();
  return page;
}

/** Pushes from `page` through POST /__mock/push until `subscribers` sockets got the event. */
async function pushUntilDelivered(page: Page, subscribers: number, data: unknown): Promise<number> {
  const handle = await page.waitForFunction(
    async ({ subscribers, data }) => {
      const delivered = (await window.mockBackend?.push('private-user-1', 'message', data)) ?? 0;
      return delivered >= subscribers ? delivered : false;
    },
    { subscribers, data },
    { timeout: 10000, polling: 100 },
  );
  return (await handle.jsonValue()) as number;
}

describe('realtime through the preview server’s Pusher stand-in', () => {
  it('connects real pusher-js to the stand-in’s WebSocket on the preview’s own port, with no service worker', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto(env.url + 'home');
    await page.evaluate(() => window.mockBackend?.reset());
    await logIn(page, env.url, 'couple@example.com', 'Wedding2026!');
    await page.goto(env.url + 'home');
    await pushUntilDelivered(page, 1, { body: 'Hi', numPending: 5 });
    await page.getByRole('link', { name: 'Inbox, 5 unread messages' }).waitFor();
    const { host } = new URL(env.url);
    expect(sockets).toEqual([expect.stringMatching(new RegExp(`^ws://${host.replace(/\./g, '\\.')}/app/wedding-local\\?protocol=7`))]);
    await expect(page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).resolves.toBe(0);
    await context.close();
  });

  it('delivers a push from one browser context to the subscribers of every tab of another', async () => {
    const couple = await env.browser.newContext();
    const other = await env.browser.newContext();
    const [first, second] = [await coupleOnHome(couple), await coupleOnHome(couple)];
    const errors = [...collectErrors(first), ...collectErrors(second)];
    const pusher = await other.newPage();
    await pusher.goto(env.url + 'home');

    expect(await pushUntilDelivered(pusher, 2, { body: 'Hello from the vendor', numPending: 42 })).toBe(2);

    for (const page of [first, second]) await page.getByRole('link', { name: 'Inbox, 42 unread messages' }).waitFor();
    expect(errors).toEqual([]);
    await couple.close();
    await other.close();
  });

  it('reports the subscription error pusher-js gives when the channel auth is refused', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(env.url + 'home');
    await logIn(page, env.url, 'couple@example.com', 'Wedding2026!');
    // The readable cookie claims user 2; the server's session is user 1's: private-user-2 is refused.
    await context.addCookies([{ name: 'USER_ID', value: '2', url: env.url }]);
    const refused = page.waitForResponse((response) => response.url().endsWith('/pusher/pusherAuth.php'));
    const reported = page.waitForEvent('console', { predicate: (message) => message.text().includes('realtime channel'), timeout: 10000 });
    await page.goto(env.url + 'home');
    expect((await refused).status()).toBe(403);
    expect((await reported).text()).toMatch(/^\[widgets\] The realtime channel private-user-2 was refused\./);
    await context.close();
  });
});
