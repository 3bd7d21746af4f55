import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, logIn, usePreviewInChromium, resetStandIn } from './browser-helpers';

const env = usePreviewInChromium();

const LISTING = 'c/ca/san-francisco/wedding-photographers/6-vendors.html';
const COUPLE = { mail: 'couple@example.com', password: 'Wedding2026!' };
/** The listing's first tile: a vendor the seeded couple has not saved. */
const VENDOR = 'Rosewood Photography';

/** The vendor's heart in the listing's results, and the storefront its tile links to. */
async function listingHeart(page: Page): Promise<{ heart: Locator; storefront: string }> {
  const results = page.getByRole('region', { name: 'Results' });
  const heart = results.getByRole('button', { name: `Save ${VENDOR}` });
  const storefront = await results.getByRole('heading', { name: VENDOR }).getByRole('link').getAttribute('href');
  return { heart, storefront: storefront ?? '' };
}

/** Logs the couple in through the header's Log in layer, and waits for the layer to close. */
async function logInFromHeader(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Email').fill(COUPLE.mail);
  await login.getByLabel('Password').fill(COUPLE.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await login.waitFor({ state: 'detached' });
}

describe('favourite hearts in Chromium', () => {
  it('saves from the US listing through the sign-up layer once the visitor logs in: pressed there, on the storefront and after reload', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await resetStandIn(env.url);
    await page.goto(env.url + LISTING);
    const { heart, storefront } = await listingHeart(page);
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('false');
    // Never hydrated, only found by the boot (the preview starts it once its stand-in is ready):
    // the click itself brings the heart's code, and is replayed on it.
    await expect.poll(() => heart.getAttribute('data-widget-state')).toBe('pending');
    const before = await heart.boundingBox();
    expect(before).toMatchObject({ width: 44, height: 44 });

    await heart.click();
    const signup = page.getByRole('dialog', { name: 'Sign up' });
    await signup.getByRole('link', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email').fill(COUPLE.mail);
    await login.getByLabel('Password').fill(COUPLE.password);
    await login.getByRole('button', { name: 'Log in' }).click();

    await page.getByRole('button', { name: `Save ${VENDOR}`, pressed: true }).waitFor();
    await login.waitFor({ state: 'detached' });
    // Mounting changed nothing of the box: the server drew the heart where it stays.
    expect(await heart.boundingBox()).toEqual(before);
    // No other copy of this vendor's heart on the listing: its storefront's heading has one.
    await expect(page.getByRole('button', { name: `Save ${VENDOR}` }).count()).resolves.toBe(1);

    await page.reload();
    await expect((await listingHeart(page)).heart.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.goto(new URL(storefront, env.url).href);
    const heading = page.getByRole('heading', { level: 1, name: VENDOR });
    await heading.waitFor();
    // The heart beside the vendor's name, printed pressed by the server for this session.
    await expect(heading.locator('..').getByRole('button', { name: `Save ${VENDOR}` }).getAttribute('aria-pressed')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the account's saved vendors on every heart of the page at once after a log-in from the header (no reload)", async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await resetStandIn(env.url);
    // Rosewood Estate (1000) is one of the seeded couple's saved vendors.
    await page.goto(env.url + 'biz/rosewood-estate-1000.html');
    const hearts = page.getByRole('button', { name: 'Save Rosewood Estate' });
    await expect.poll(() => hearts.count()).toBeGreaterThan(0);
    await expect(hearts.first().getAttribute('aria-pressed')).resolves.toBe('false');
    const pageAsked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('rosewood-estate-1000.html')) pageAsked.push(request.method());
    });

    await logInFromHeader(page);
    // Every copy, hydrated or not, with the server's form for the saved state (its removal).
    await expect.poll(async () => (await hearts.evaluateAll((all) => all.map((heart) => heart.getAttribute('aria-pressed')))).every((pressed) => pressed === 'true')).toBe(true);
    await expect(hearts.first().evaluate((heart) => heart.closest('form')?.getAttribute('action'))).resolves.toBe('/tools/VendorsDelete');
    // The page was asked again once, as the server now prints it; it was not reloaded.
    expect(pageAsked).toEqual(['GET']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs in all the same when the page cannot be asked again (500): the hearts stay as they were, nothing uncaught, and the next page shows them saved', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await resetStandIn(env.url);
    const path = 'biz/rosewood-estate-1000.html';
    await page.goto(env.url + path);
    const hearts = page.getByRole('button', { name: 'Save Rosewood Estate' });
    await expect.poll(() => hearts.count()).toBeGreaterThan(0);
    // The page loaded; from now on the server fails it.
    await page.route('**/' + path, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Server error</h1>' }));
    const askedAgain = page.waitForRequest((request) => request.url().endsWith(path));

    await logInFromHeader(page);
    await page.getByRole('banner').getByRole('button', { name: 'My account' }).waitFor();
    await askedAgain;
    await expect(hearts.evaluateAll((all) => all.map((heart) => heart.getAttribute('aria-pressed')))).resolves.not.toContain('true');
    expect(errors.filter((error) => !error.includes('500'))).toEqual([]);

    await page.unroute('**/' + path);
    await page.reload();
    await expect.poll(async () => (await hearts.evaluateAll((all) => all.map((heart) => heart.getAttribute('aria-pressed')))).every((pressed) => pressed === 'true')).toBe(true);
    await context.close();
  });

  it('saves and removes with the GET form when JavaScript is off, and sends a visitor to log in', async () => {
    await resetStandIn(env.url);
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    /** The heart as the page the form came back to prints it (each step flips it, so waiting for the state waits for that page). */
    const heartPressed = (pressed: boolean) => page.getByRole('region', { name: 'Results' }).getByRole('button', { name: `Save ${VENDOR}`, pressed });
    await page.goto(env.url + LISTING);
    await heartPressed(false).click();
    await page.waitForURL(/\/users-login\.php$/);

    await page.getByLabel('Email').fill(COUPLE.mail);
    await page.getByLabel('Password').fill(COUPLE.password);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(env.url);
    await page.goto(env.url + LISTING);
    await heartPressed(false).click();
    await heartPressed(true).waitFor();
    expect(page.url()).toBe(env.url + LISTING);
    await heartPressed(true).click();
    await heartPressed(false).waitFor();
    expect(page.url()).toBe(env.url + LISTING);
    await context.close();
  });
});

describe('favourite hearts inside the native app', () => {
  it('a visitor’s heart asks the app’s own log-in layer through the bridge; once the app has logged them in, the vendor is saved and every heart shows the account’s saved vendors at once', async () => {
    const context = await env.browser.newContext({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 EverwedApp/ios', viewport: { width: 390, height: 844 } });
    // The app's side of the bridge: its layer logs the person in natively (the web view's cookies), then answers.
    await context.addInitScript((account) => {
      const asked: unknown[] = [];
      (window as unknown as { appAsked: unknown[] }).appAsked = asked;
      (window as unknown as { webkit: unknown }).webkit = {
        messageHandlers: {
          everwed: {
            postMessage: (message: { action: string; requestId?: string }) => {
              asked.push(message);
              if (message.action !== 'favouritesLogin') return;
              void fetch('/users-login-run.php', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' }, body: new URLSearchParams(account) }).then(() =>
                (window as unknown as { everwedBridge: { answer(id: string, answer: unknown): void } }).everwedBridge.answer(message.requestId!, { loggedIn: true }),
              );
            },
          },
        },
      };
    }, COUPLE);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await resetStandIn(env.url);
    await page.goto(env.url + LISTING);
    // Another vendor of the listing, which the couple saves elsewhere (another device): unsaved here, for the visitor.
    const other = page.getByRole('region', { name: 'Results' }).locator(`[data-widget="favourite-button"]:not([aria-label="Save ${VENDOR}"])`).first();
    const otherId = await other.getAttribute('data-vendor-id');
    const elsewhere = await env.browser.newContext();
    await logIn(elsewhere, env.url, COUPLE.mail, COUPLE.password);
    const saved = await elsewhere.request.get(`${env.url}vendor/save-as-favorite?vendorId=${otherId}&insertSource=listing`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(saved.ok()).toBe(true);
    await elsewhere.close();
    await expect(other.getAttribute('aria-pressed')).resolves.toBe('false');
    const { heart } = await listingHeart(page);
    await heart.click();
    await page.getByRole('button', { name: `Save ${VENDOR}`, pressed: true }).waitFor();
    // Once the app logged them in, every heart shows the account's saved vendors at once, with no reload.
    await expect.poll(() => other.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => (window as unknown as { appAsked: { action: string }[] }).appAsked.map((m) => m.action))).toContain('favouritesLogin');
    // No web layer: the app's own asked for the account.
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.reload();
    await expect((await listingHeart(page)).heart.getAttribute('aria-pressed')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});
