import { describe, expect, it } from 'vitest';
import { usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

describe('the fixture site with JavaScript off', () => {
  it('follows the header link to log in, and the native log-in form sets the session cookies', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(env.url + 'home');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/users-login\.php/);
    await page.getByLabel('Email').fill('couple@example.com');
    await page.getByLabel('Password').fill('Wedding2026!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForLoadState('load');
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies.USER_ID?.value).toBe('1');
    expect(cookies.sid?.httpOnly).toBe(true);
    await page.goto(env.url + 'users-logout.php');
    // The session's cookies go; the visitor's GUID (set with the first page, spec §9) stays.
    expect((await context.cookies()).map((c) => c.name)).toEqual(['GUID']);
    await context.close();
  });

  it('folds the menu behind a Menu disclosure on a phone, where the widget puts its button, and opens it by keyboard', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 900 } });
    const page = await context.newPage();
    await page.goto(env.url + 'home');
    const nav = page.getByRole('navigation', { name: 'Site menu' });
    const venues = nav.getByRole('link', { name: 'Venues', exact: true });
    await expect(venues.isVisible()).resolves.toBe(false);
    // One row: the Menu control sits left of the logo, as the widget's button does.
    const menu = nav.getByText('Menu', { exact: true });
    const [menuBox, logoBox] = [await menu.boundingBox(), await page.getByRole('link', { name: 'Everwed home' }).boundingBox()];
    expect(menuBox!.x).toBeLessThan(logoBox!.x);
    expect(Math.abs(menuBox!.y + menuBox!.height / 2 - (logoBox!.y + logoBox!.height / 2))).toBeLessThan(2);
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(venues.isVisible()).resolves.toBe(true);
    await venues.click();
    await page.waitForURL(/wedding-venues/);
    await context.close();
  });

  it('sends a lead with the native form and shows the confirmation page', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(env.url + 'emp-Form.php?id_empresa=1000');
    await page.getByLabel('Name').fill('Jamie Rivera');
    await page.getByLabel('Email').fill('jamie.rivera@example.com');
    await page.getByLabel('Phone').fill('5551234567');
    await page.getByLabel('Estimated guest count').fill('120');
    await page.getByRole('group', { name: 'Your role in the wedding' }).getByRole('radio').first().check();
    await page.getByRole('checkbox', { name: /I accept the Terms of use/ }).check();
    await page.getByRole('button', { name: 'Request pricing' }).click();
    await page.waitForURL(/sent=1/);
    await expect(page.getByText('Your message has been sent').isVisible()).resolves.toBe(true);
    await context.close();
  });
});
