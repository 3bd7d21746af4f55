import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, expectFocused, resetStandIn, usePreviewInChromium } from './browser-helpers';
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
    // A visitor's page runs nothing heavy before the first touch: not the banner's chunk, not the header's, not React.
    expect(before).not.toContain('smart-banner');
    expect(before).not.toContain('header');
    expect(before).not.toContain('react');
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
  it('a couple reaches them from the account menu, connects Apple through its sign-in, and the server keeps it across a reload', async () => {
    await resetStandIn(env.url);
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await logInContext(context, { mail: 'couple@example.com', password: 'Wedding2026!' });
    await page.goto(`${env.url}home`);
    await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.waitForURL(`${env.url}users-settings.php`);
    const section = page.getByRole('region', { name: 'Connected accounts' });
    const apple = section.getByRole('listitem').filter({ hasText: 'Apple' });
    await expect(apple.textContent()).resolves.toContain('Not connected');
    const linked = page.waitForRequest((request) => new URL(request.url()).pathname === '/auth/apple/link');
    await section.getByRole('button', { name: 'Connect Apple' }).click();
    // The preview's Apple: its chooser, each choice named with what it does.
    await page.getByRole('group', { name: 'Apple (stand-in): choose an account' }).getByRole('button', { name: /^Alex Morgan/ }).click();
    expect((await linked).postData()).toBe('idToken=apple-token-couple');
    await section.getByRole('status').filter({ hasText: 'Your Apple account is connected.' }).waitFor();
    await expectFocused(section.getByRole('button', { name: 'Disconnect Apple' }));
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Connected accounts' }).getByRole('listitem').filter({ hasText: 'Apple' }).textContent()).resolves.toMatch(/Connected\s+Disconnect Apple/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
