import { describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, expectFocused, logIn, pushEventUntilShown, pushUntilShown, resetStandIn, usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

describe('the header in Chromium', () => {
  it("follows the couple's private channel through real pusher-js and the Pusher stand-in", async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await resetStandIn(env.url);
    await logIn(context, env.url, 'couple@example.com', 'Wedding2026!');
    await page.goto(env.url + 'home');
    // The server's header has the same link: wait for the widget's, whose count is then known
    // (a rise from no count yet is not announced).
    await page.waitForSelector('header[data-widget="account-header"][data-widget-state="mounted"]', { state: 'attached' });
    await page.getByRole('link', { name: /^Inbox, \d+ unread messages$/ }).waitFor();
    // Shown once pusher-js has subscribed (auth through /pusher/pusherAuth.php): one socket for the page.
    await expect(pushUntilShown(page, 'private-user-1', { body: 'Hi!', numPending: 42 }, page.getByRole('link', { name: 'Inbox, 42 unread messages' }))).resolves.toBe(1);
    await expect(page.getByRole('status').filter({ hasText: 'You have 42 unread messages' }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("counts a vendor's pending requests from /emp-AdminSolicitudesPending.php, shows the site's admin actions and counts again; without the count, the link stays", async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const counts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/emp-AdminSolicitudesPending.php') counts.push(request.method());
    });
    await resetStandIn(env.url);
    await logIn(context, env.url, 'vendor@example.com', 'Vendor2026!');
    await page.goto(env.url + 'home');
    await page.waitForSelector('header[data-widget="account-header"][data-widget-state="mounted"]', { state: 'attached' });
    const banner = page.getByRole('banner');
    // The count the server drew with the page: not asked again at load.
    await expect(banner.getByRole('link', { name: 'Requests, 1 pending' }).count()).resolves.toBe(1);
    expect(counts).toEqual([]);
    // Spec §6: an admin action is shown to the vendor, as text, and the count is asked again.
    const text = 'Your storefront was approved <b>today</b>.';
    await pushEventUntilShown(page, 'private-vendor-1000', 'adminAction', { text, url: '/emp-Storefront.php' }, page.getByText(text, { exact: true }).first());
    await expect.poll(() => counts.length).toBeGreaterThanOrEqual(1);
    expect(await page.locator('header b, [data-ui-floating-layer] b').count()).toBe(0);
    expect(errors).toEqual([]);

    // The count cannot be had (a 500): the link to the requests stays, with the count it had.
    await page.route('**/emp-AdminSolicitudesPending.php', (route) => route.fulfill({ status: 500, body: '' }));
    const asked = counts.length;
    const again = 'Your storefront is live.';
    await pushEventUntilShown(page, 'private-vendor-1000', 'adminAction', { text: again, url: '/emp-Storefront.php' }, page.getByText(again, { exact: true }).first());
    await expect.poll(() => counts.length).toBeGreaterThan(asked);
    const link = banner.getByRole('link', { name: 'Requests, 1 pending' });
    await expect(link.getAttribute('href')).resolves.toMatch(/\/inbox$/);
    await context.close();
  });

  it('opens the account dropdown from the keyboard and gives focus back on Escape', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
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
    await expectFocused(button);
    await context.close();
  });

  it('shows hostile dropdown HTML from the server inert in Chromium (DOMPurify, loaded on first use)', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const missing: string[] = [];
    page.on('response', (response) => response.status() === 404 && missing.push(new URL(response.url()).pathname));
    await logIn(page, env.url, 'couple@example.com', 'Wedding2026!');
    await page.route('**/user/menu/dropdown*', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body:
          '<a href="javascript:window.stolen=1" onclick="window.stolen=2">Bad</a><img src="/x.png" onerror="window.stolen=3" alt="">' +
          '<a href="/inbox" target="_BLANK">Inbox</a><a href="/tools/Vendors" target="w1" rel="opener">Vendors</a>' +
          '<svg><style><img src=/x.png onerror="window.stolen=4"></style></svg><div data-widget="header" data-hydrate="load">x</div>' +
          '<iframe srcdoc="<script>parent.stolen=5</script>">Framed</iframe>',
      }),
    );
    await page.goto(env.url + 'home');
    const button = page.getByRole('button', { name: 'My account' });
    await button.click();
    // The server's account link until the click, which brings the whole header and opens its dropdown.
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await menu.getByText('Bad').waitFor();
    await page.waitForTimeout(200); // an onerror would run on the next task
    expect(await page.evaluate(() => (window as unknown as { stolen?: number }).stolen)).toBeUndefined();
    expect(await menu.evaluate((el) => el.querySelectorAll('[onerror], [onclick], script, style, iframe, [data-widget]').length)).toBe(0);
    await expect(menu.getByText('Framed').count()).resolves.toBe(0);
    await expect(menu.getByText('Bad').getAttribute('href')).resolves.toBeNull();
    await expect(menu.getByRole('link', { name: 'Inbox' }).getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(menu.getByRole('link', { name: 'Vendors' }).getAttribute('rel')).resolves.toBe('noopener noreferrer');
    // The broken image (its handlers gone) is the only thing missing, and Chromium's notices of it the only console errors.
    expect(new Set(missing)).toEqual(new Set(['/x.png']));
    expect(errors.filter((e) => e !== 'Failed to load resource: the server responded with a status of 404 (Not Found)')).toEqual([]);
    await context.close();
  });

  it('keeps working on a phone: the menu folds behind a button that opens and closes it', async () => {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(env.url + 'home');
    // The server's disclosure until the header is touched: the tap mounts it and opens the widget's menu.
    const burger = page.getByRole('banner').getByText('Menu', { exact: true });
    await burger.waitFor();
    await expect(page.getByRole('link', { name: 'Ideas', exact: true }).first().isVisible()).resolves.toBe(false);
    await burger.tap();
    await expect.poll(() => page.getByRole('link', { name: 'Ideas', exact: true }).first().isVisible()).toBe(true);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).tap();
    await expect.poll(() => page.getByRole('link', { name: 'Ideas', exact: true }).first().isVisible()).toBe(false);
    await context.close();
  });

  it('opens the log-in layer as an accessible modal and gives focus back when it closes', async () => {
    const page = await env.browser.newPage();
    await page.goto(env.url + 'home');
    // The server's link, which the header's first moment makes open the layer (no React header).
    const button = page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.waitFor();
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe('hidden');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix gives focus back as the dialog's close completes, which can be a frame after it left the DOM.
    await expectFocused(button);
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.not.toBe('hidden');
    await page.close();
  });
});
