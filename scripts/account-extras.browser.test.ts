import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, booted, callsFrom, collectErrors, expectFocused, resetStandIn, usePreviewInChromium } from './browser-helpers';
import { chunkName } from './page-metrics';

// What runs before the first touch: the browser itself, with no resting pointer (browser-helpers.ts).
const env = usePreviewInChromium({ build: 'chromium' });

const UNVERIFIED = { mail: 'sam.taylor@example.com', password: 'Taylor2026!' };

/** The dist/ chunks the page fetched so far, by name without hash. */
const chunksFetched = async (page: Page) =>
  (await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname))).filter((path) => path.includes('/chunks/')).map(chunkName);

/** Logs the context in through the stand-in's log-in action (the context keeps the cookies). */
async function logInContext(context: BrowserContext, account: { mail: string; password: string }) {
  const response = await context.request.post(`${env.url}users-login-run.php`, { form: account, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(response.status()).toBe(200);
}

describe('the country selector in Chromium', () => {
  it('opens from the footer by keyboard, has no axe violation, closes on Escape and gives focus back to the link', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${env.url}home`);
    const link = page.getByRole('link', { name: 'Country: United States' });
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose your country' });
    await dialog.getByRole('link', { name: 'España' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocused(link);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the smart banner in Chromium', () => {
  it('costs no JavaScript before the first touch, closes on a 412 px phone and stays closed after a reload', async () => {
    const context = await env.browser.newContext({ viewport: { width: 412, height: 900 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const posted: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posted.push(new URL(request.url()).pathname));
    await page.goto(`${env.url}home?served=php`);
    const banner = page.getByRole('complementary', { name: 'Everwed app' });
    await banner.waitFor();
    await page.waitForLoadState('networkidle');
    const before = await chunksFetched(page);
    // A visitor's page runs nothing heavy before the first touch: not the banner's chunk, not React;
    // the header's chunks are warmed at idle (fetched, not run): the header is still the server's.
    expect(before).not.toContain('smart-banner');
    expect(before).not.toContain('react');
    expect(await page.locator('[data-widget="header"]').getAttribute('data-widget-state')).toBe('pending');
    await banner.getByRole('button', { name: 'Close the app banner' }).tap();
    await banner.waitFor({ state: 'hidden' });
    const cookie = (await context.cookies()).find((c) => c.name === 'smartBannerClosed');
    expect(cookie).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    // 1 day (spec §9), give or take the test's own seconds.
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 86_400))).toBeLessThan(120);
    // The page wrote the cookie itself: the no-JavaScript form was not posted.
    expect(posted).toEqual([]);
    await page.reload();
    await page.getByRole('link', { name: 'Skip to content' }).waitFor({ state: 'attached' });
    await expect(page.locator('[data-widget="smart-banner"]').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is not shown on wider screens', async () => {
    const context = await env.browser.newContext({ viewport: { width: 768, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${env.url}home?served=php`);
    await page.locator('[data-widget="smart-banner"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('complementary', { name: 'Everwed app' }).isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe('resending the verification e-mail in Chromium', () => {
  it("says 'Email resent!' in a toast", async () => {
    const context = await env.browser.newContext();
    await logInContext(context, UNVERIFIED);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${env.url}home`);
    await page.getByRole('region', { name: 'Please confirm your email address' }).getByRole('button', { name: 'Resend email' }).click();
    await page.getByRole('status').filter({ hasText: 'Email resent!' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('goes to the country page, closes the smart banner and resends the e-mail through native requests', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 900 } });
    await logInContext(context, UNVERIFIED);
    const page = await context.newPage();
    await page.goto(`${env.url}home`);

    await page.getByRole('link', { name: 'Country: United States' }).click();
    await page.waitForURL(/\/country-selector$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Choose your country');
    await expect(page.getByRole('main').getByRole('link').count()).resolves.toBe(6);

    await page.getByRole('button', { name: 'Close the app banner' }).click();
    await page.waitForURL(/\/country-selector$/);
    await expect(page.locator('[data-widget="smart-banner"]').count()).resolves.toBe(0);

    await page.goto(`${env.url}home`);
    await page.getByRole('button', { name: 'Resend email' }).click();
    await page.waitForURL(/\/home\?resent=1$/);
    await expect(page.getByRole('region', { name: 'Please confirm your email address' }).getByRole('status').textContent()).resolves.toContain('Email resent!');
    await context.close();
  });
});

describe('connected accounts in Chromium', () => {
  it('a couple reaches them from the account menu, connects Apple through its sign-in and disconnects it (/auth/apple/unlink), and the server keeps each across a reload', async () => {
    await resetStandIn(env.url);
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await logInContext(context, { mail: 'couple@example.com', password: 'Wedding2026!' });
    await page.goto(`${env.url}home`);
    await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.waitForURL(`${env.url}users-settings.php`);
    // The preview starts the bundle once its stand-in is ready, which can be after the load event:
    // a press before the bundle found the section would fall on a bare server button.
    await booted(page);
    const section = page.getByRole('region', { name: 'Connected accounts' });
    const apple = section.getByRole('listitem').filter({ hasText: 'Apple' });
    await expect(apple.textContent()).resolves.toContain('Not connected');
    const linked = await callsFrom(env.url, '/auth/apple/link');
    await section.getByRole('button', { name: 'Connect Apple' }).click();
    // The preview's Apple: its chooser, each choice named with what it does.
    await page.getByRole('group', { name: 'Apple (stand-in): choose an account' }).getByRole('button', { name: /^Alex Morgan/ }).click();
    await section.getByRole('status').filter({ hasText: 'Your Apple account is connected.' }).waitFor();
    expect(await linked()).toEqual([{ idToken: 'apple-token-couple' }]);
    await expectFocused(section.getByRole('button', { name: 'Disconnect Apple' }));
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await booted(page);
    await expect(page.getByRole('region', { name: 'Connected accounts' }).getByRole('listitem').filter({ hasText: 'Apple' }).textContent()).resolves.toMatch(/Connected\s+Disconnect Apple/);
    // And disconnected again (/auth/apple/unlink), which the server keeps too.
    const unlinked = await callsFrom(env.url, '/auth/apple/unlink');
    await section.getByRole('button', { name: 'Disconnect Apple' }).click();
    await section.getByRole('status').filter({ hasText: 'Your Apple account is disconnected.' }).waitFor();
    expect(await unlinked()).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Connected accounts' }).getByRole('listitem').filter({ hasText: 'Apple' }).textContent()).resolves.toMatch(/Not connected\s+Connect Apple/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('swallows an Apple link or unlink the server fails (a 500), as spec §8 says: nothing said, the row stays as it was', async () => {
    await resetStandIn(env.url);
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await logInContext(context, { mail: 'couple@example.com', password: 'Wedding2026!' });
    let failing = true;
    const failed: string[] = [];
    await page.route(/\/auth\/apple\/(un)?link$/, (route) => {
      if (!failing) return route.fallback();
      failed.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 500, body: '' });
    });
    await page.goto(`${env.url}users-settings.php`);
    await booted(page);
    const section = page.getByRole('region', { name: 'Connected accounts' });
    const apple = () => section.getByRole('listitem').filter({ hasText: 'Apple' });
    const said = () => section.getByRole('status').allTextContents().then((texts) => texts.join(' ').trim());
    const choose = () => page.getByRole('group', { name: 'Apple (stand-in): choose an account' }).getByRole('button', { name: /^Alex Morgan/ }).click();
    await section.getByRole('button', { name: 'Connect Apple' }).click();
    await choose();
    await expect.poll(() => failed).toEqual(['/auth/apple/link']);
    await expect(apple().textContent()).resolves.toMatch(/Not connected\s+Connect Apple/);
    await expect(said()).resolves.toBe('');
    // Connected for real, then the disconnection fails: still connected, nothing said of it.
    failing = false;
    await section.getByRole('button', { name: 'Connect Apple' }).click();
    await choose();
    await section.getByRole('status').filter({ hasText: 'Your Apple account is connected.' }).waitFor();
    failing = true;
    await section.getByRole('button', { name: 'Disconnect Apple' }).click();
    await expect.poll(() => failed).toEqual(['/auth/apple/link', '/auth/apple/unlink']);
    await expect(apple().textContent()).resolves.toMatch(/Connected\s+Disconnect Apple/);
    await expect(said()).resolves.not.toContain('disconnected');
    expect(errors.filter((error) => !error.includes('500'))).toEqual([]);
    await context.close();
  });

  /** The guest's settings page (no network linked), the stand-in reset; `failLink` makes Google's link answer 500. */
  async function guestSettings(failLink = false) {
    await resetStandIn(env.url);
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await logInContext(context, { mail: 'guest@example.com', password: 'Guest2026!' });
    if (failLink) await page.route('**/auth/google/link', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${env.url}users-settings.php`);
    await booted(page);
    return { context, page, section: page.getByRole('region', { name: 'Connected accounts' }) };
  }

  it('a guest connects Google through its sign-in (/auth/google/link), which the server keeps; a refused token says so', async () => {
    const { context, page, section } = await guestSettings();
    const google = () => page.getByRole('region', { name: 'Connected accounts' }).getByRole('listitem').filter({ hasText: 'Google' });
    await expect(google().textContent()).resolves.toContain('Not connected');
    // Alex Morgan's Google account is linked to Alex's own account: the server refuses it here.
    await section.getByRole('button', { name: 'Connect Google' }).click();
    await page.getByRole('group', { name: 'Google (stand-in): choose an account' }).getByRole('button', { name: /^Alex Morgan/ }).click();
    await section.getByRole('status').filter({ hasText: 'Your Google account could not be connected. Please try again.' }).waitFor();
    const linked = await callsFrom(env.url, '/auth/google/link');
    await section.getByRole('button', { name: 'Connect Google' }).click();
    await page.getByRole('group', { name: 'Google (stand-in): choose an account' }).getByRole('button', { name: /^Robin Lee/ }).click();
    await section.getByRole('status').filter({ hasText: 'Your Google account is connected.' }).waitFor();
    expect(await linked()).toEqual([{ idToken: 'google-token-new' }]);
    await page.reload();
    await expect(google().textContent()).resolves.toMatch(/Connected/);
    await expect(google().textContent()).resolves.not.toMatch(/Not connected/);
    await context.close();
  });

  it("says a Google link failed when the server fails it (a 500), and the row stays as it was", async () => {
    const { context, page, section } = await guestSettings(true);
    await section.getByRole('button', { name: 'Connect Google' }).click();
    await page.getByRole('group', { name: 'Google (stand-in): choose an account' }).getByRole('button', { name: /^Robin Lee/ }).click();
    await section.getByRole('status').filter({ hasText: 'Your Google account could not be connected. Please try again.' }).waitFor();
    await expect(section.getByRole('listitem').filter({ hasText: 'Google' }).textContent()).resolves.toContain('Not connected');
    await context.close();
  });
});

describe("the native app's log-in in Chromium (spec §6)", () => {
  const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 EverwedApp/ios';
  const DAY = 24 * 60 * 60;

  /**
   * A context as the iOS app's web view: its User-Agent, and the app's side of the bridge, which
   * makes a proxied log-in call with its own client (here the page's fetch, marked so the
   * stand-in's side can tell) and answers with what the server sent.
   */
  async function appContext() {
    const context = await env.browser.newContext({ userAgent: APP_UA, viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      const asked: { action: string; url?: string; body?: string }[] = [];
      (window as unknown as { appAsked: unknown }).appAsked = asked;
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: {
          everwed: {
            postMessage(message: { action: string; requestId: string; url: string; method: string; body: string }) {
              asked.push(message);
              const bridge = (window as unknown as { everwedBridge: { answer(id: string, answer: unknown): void } }).everwedBridge;
              // The app's own Google sign-in (spec §6): the stand-in's token of the couple's Google account.
              if (message.action === 'googleLogin') return void setTimeout(() => bridge.answer(message.requestId, { idToken: 'google-token-couple' }));
              if (message.action !== 'loginProxy') return;
              void fetch(message.url, { method: message.method, body: new URLSearchParams(message.body), headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-App-Proxy': 'ios' } }).then(async (response) =>
                (window as unknown as { everwedBridge: { answer(id: string, answer: unknown): void } }).everwedBridge.answer(message.requestId, {
                  status: response.status,
                  contentType: response.headers.get('Content-Type'),
                  body: await response.text(),
                }),
              );
            },
          },
        },
      };
    });
    return context;
  }

  /** Who made each log-in call the server received: the app (its marked client) or the page. */
  function logInCalls(page: Page, path = '/users-login-run.php') {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === path) calls.push(request.headers()['x-app-proxy'] ? 'the app' : 'the page');
    });
    return calls;
  }

  async function logInThroughLayer(page: Page, mail: string, password: string) {
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    // Seen once in a full run, never alone (not diagnosed): should the form not show, say where the page and its dialogs were.
    await dialog
      .getByLabel('Email')
      .waitFor({ timeout: 20000 })
      .catch(async (error: Error) => {
        const state = await page.evaluate(() => ({
          url: location.href,
          header: document.querySelector('header')?.getAttribute('data-widget-state'),
          dialogs: [...document.querySelectorAll('[role="dialog"]')].map((d) => d.textContent?.replace(/\s+/g, ' ').slice(0, 200)),
          busy: [...document.querySelectorAll('[aria-busy="true"]')].map((b) => b.textContent),
        }));
        throw new Error(`${error.message}\nThe page: ${JSON.stringify(state)}`);
      });
    await dialog.getByLabel('Email').fill(mail);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    return dialog;
  }

  it.each([
    ['couple', 'USER_ID', 365, 'couple@example.com', 'Wedding2026!'],
    ['vendor', 'EMP_ID', 14, 'vendor@example.com', 'Vendor2026!'],
  ] as const)('logs a %s in through the app, and the log-in outlives the app (its session and %s cookies kept %i days)', async (_who, idCookie, days, mail, password) => {
    await resetStandIn(env.url);
    const context = await appContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const calls = logInCalls(page);
    const received = await callsFrom(env.url, '/users-login-run.php');
    await page.goto(env.url + 'home');
    const dialog = await logInThroughLayer(page, mail, password);
    await dialog.waitFor({ state: 'detached' });
    // The server took the log-in's payload once, as the page gave it to the app.
    expect(await received()).toEqual([{ mail, password }]);
    // The page asked the app, with the call it would have made; the server got it from the app alone.
    const asked = await page.evaluate(() => (window as unknown as { appAsked: { action: string; url?: string; body?: string }[] }).appAsked);
    expect(asked.find((m) => m.action === 'loginProxy')).toMatchObject({ url: `${env.url}users-login-run.php`, body: new URLSearchParams({ mail, password }).toString() });
    expect(calls).toEqual(['the app']);
    // The app was told of the log-in, with how long it lasts.
    expect(asked.find((m) => m.action === 'appLogin')).toMatchObject({ persistDays: days });
    // The server's session lasts as the spec says: every cookie of it, the HttpOnly one too.
    const cookies = await context.cookies(env.url);
    const now = Date.now() / 1000;
    for (const name of ['sid', idCookie, 'USER_TIPO']) {
      const cookie = cookies.find((c) => c.name === name);
      expect(cookie?.expires, name).toBeGreaterThan(now + days * DAY - 3600);
      expect(cookie?.expires, name).toBeLessThan(now + days * DAY + 3600);
    }
    expect(errors).toEqual([]);
    // The app is closed and opened again: the web view keeps only what lasts. Still logged in.
    const reopened = await env.browser.newContext({ userAgent: APP_UA, viewport: { width: 390, height: 844 } });
    await reopened.addCookies(cookies.filter((c) => c.expires > 0));
    const again = await reopened.newPage();
    await again.goto(env.url + 'home');
    await expect(again.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).count()).resolves.toBe(0);
    await context.close();
    await reopened.close();
  });

  it("logs a couple in with Google inside the app: the app's sign-in gives the token, its proxy makes the call, and the log-in lasts 365 days", async () => {
    await resetStandIn(env.url);
    const context = await appContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const calls = logInCalls(page, '/auth/google/login');
    const received = await callsFrom(env.url, '/auth/google/login');
    await page.goto(env.url + 'home');
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('button', { name: 'My account' }).waitFor();
    const asked = await page.evaluate(() => (window as unknown as { appAsked: { action: string; url?: string; body?: string }[] }).appAsked);
    expect(asked.map((m) => m.action)).toEqual(['googleLogin', 'loginProxy', 'appLogin']);
    expect(new URLSearchParams(asked[1]!.body).get('idToken')).toBe('google-token-couple');
    expect(calls).toEqual(['the app']);
    expect(await received()).toEqual([{ idToken: 'google-token-couple', isJavascriptArchitecture: '1' }]);
    const userId = (await context.cookies(env.url)).find((c) => c.name === 'USER_ID');
    expect(userId?.value).toBe('1');
    expect(userId!.expires).toBeGreaterThan(Date.now() / 1000 + 364 * DAY);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['Apple', '/auth/apple/login', { idToken: 'apple-token-couple' }],
    ['Facebook', '/com-FbLoginRun.php', { access_token: 'fb-token-couple' }],
  ] as const)('logs a couple in with %s inside the app through its proxy (%s)', async (network, path, payload) => {
    await resetStandIn(env.url);
    const context = await appContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const calls = logInCalls(page, path);
    const received = await callsFrom(env.url, path);
    await page.goto(env.url + 'home');
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('button', { name: `Continue with ${network}` }).click();
    // The preview's sign-in of the network (no app bridge for it): the couple's account.
    await page.getByRole('group', { name: `${network} (stand-in): choose an account` }).getByRole('button', { name: /^Alex Morgan/ }).click();
    await page.getByRole('banner').getByRole('button', { name: 'My account' }).waitFor();
    expect(calls).toEqual(['the app']);
    expect(await received()).toEqual([payload]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a browser's log-in to the browser's session, made by the page itself", async () => {
    await resetStandIn(env.url);
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const calls = logInCalls(page);
    await page.goto(env.url + 'home');
    await (await logInThroughLayer(page, 'couple@example.com', 'Wedding2026!')).waitFor({ state: 'detached' });
    expect(calls).toEqual(['the page']);
    const cookies = await context.cookies(env.url);
    expect(cookies.filter((c) => ['sid', 'USER_ID', 'USER_TIPO'].includes(c.name)).map((c) => c.expires)).toEqual([-1, -1, -1]);
    await context.close();
  });

  it("says the log-in failed when the server fails the app's call, and keeps what was typed", async () => {
    await resetStandIn(env.url);
    const context = await appContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const calls = logInCalls(page);
    await page.route('**/users-login-run.php', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await page.goto(env.url + 'home');
    const dialog = await logInThroughLayer(page, 'couple@example.com', 'Wedding2026!');
    await dialog.getByRole('alert').filter({ hasText: 'Something went wrong on our side. Please try again: what you typed is still here.' }).waitFor();
    expect(calls).toEqual(['the app']);
    await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe('couple@example.com');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).count()).resolves.toBe(1);
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
    await context.close();
  });
});
