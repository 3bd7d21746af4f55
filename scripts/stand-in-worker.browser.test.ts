import { describe, expect, it } from 'vitest';
import { collectErrors, usePreviewInChromium, waitForWidgets } from './browser-helpers';

const env = usePreviewInChromium();

describe('the stand-in in the page’s service worker (?standin=worker)', () => {
  it('answers the page’s fetches from the page, with its own state, while the server keeps its own', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    // The visitor's chat authorises its channel once it mounts: the scenario switch below must
    // not catch that request (a refused channel is logged as an error).
    const channelAuthorised = page.waitForResponse((response) => new URL(response.url()).pathname === '/pusher/pusherAuth.php', { timeout: 30000 });
    await page.goto(env.url + 'home?standin=worker');
    const states = await waitForWidgets(page);
    expect((await channelAuthorised).ok()).toBe(true);
    expect(Object.values(states).every((state) => state === 'mounted'), JSON.stringify(states)).toBe(true);
    expect(Object.keys(states)).toEqual(expect.arrayContaining([expect.stringMatching(/^header#/), expect.stringMatching(/^home-sliders#/)]));
    const inPage = await page.evaluate(async () => {
      await window.mockBackend?.scenario('server-error');
      const failing = await fetch('/inbox/unread-count', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      await window.mockBackend?.reset();
      const login = await fetch('/users-login-run.php', {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        body: new URLSearchParams({ mail: 'couple@example.com', password: 'Wedding2026!' }),
      });
      return { failing: failing.status, login: (await login.json()) as { status: string }, cookie: document.cookie };
    });
    expect(inPage.failing).toBe(500);
    expect(inPage.login.status).toBe('success');
    expect(inPage.cookie).toContain('USER_ID=1');
    // The server never saw the scenario switch: the worker answered.
    expect((await page.request.get(env.url + '__mock/state')).ok()).toBe(true);
    expect(await (await page.request.get(env.url + '__mock/state')).json()).toMatchObject({ scenario: 'normal' });
    // Chromium logs the 500 the test asked for; nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 500'))).toEqual([]);
    await context.close();
  });
});
