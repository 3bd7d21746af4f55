import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, headerControl, usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

const TITLES = ['Step 1 of 5: Your business', 'Step 2 of 5: Where is your business?', 'Step 3 of 5: Your address', 'Step 4 of 5: Contact person', 'Step 5 of 5: Your account'];
// A new address each run: the preview's stand-in keeps its accounts until a reset.
const MAIL = `robin.${Date.now()}@harborlights.example`;
const PASSWORD = 'Harbor2027!';

/** The step heading, once it has the focus (the widget moves it there when the step changes). */
async function onStep(page: Page, n: number) {
  const heading = page.getByRole('heading', { level: 2, name: TITLES[n - 1], exact: true });
  await heading.waitFor();
  await expect(heading.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
}

/** What has the focus: its label, or its text for a button or a link. */
function focusedName(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return (el?.labels?.[0]?.textContent ?? el?.textContent ?? '').trim() || undefined;
  });
}

/** Tabs forward until `name` has the focus, as a keyboard user would. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, label);
  await page.keyboard.type(text);
}

async function press(page: Page, button: string, then: number) {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await onStep(page, then);
}

async function expectNoAxeViolations(page: Page, where: string) {
  expect(await axeViolations(page), where).toEqual([]);
}

describe('the vendor sign-up in Chromium', () => {
  it('signs a vendor up by keyboard, back from step 3 to step 1 and forward with nothing lost; the account logs out and in again', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const signups: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/emp-signup-run.php') signups.push(request.url());
    });
    await page.goto(env.url + 'vendors/signup');
    await page.locator('[data-widget="vendor-signup"][data-widget-state="mounted"]').waitFor();
    await page.getByRole('heading', { level: 2, name: TITLES[0] }).waitFor();
    await expect(page.getByRole('list', { name: 'Sign-up steps' }).locator('[aria-current="step"]').textContent()).resolves.toContain('Business');
    await expectNoAxeViolations(page, 'step 1');

    // Step 1: the first Tab from the page's top reaches the header; the field is reached by Tab like the rest.
    await typeInto(page, 'Business name', 'Harbor Lights Studio');
    await tabTo(page, 'Category');
    await page.keyboard.type('Photog');
    await expect(page.getByLabel('Category').inputValue()).resolves.toBe('6');
    await press(page, 'Next', 2);
    await expectNoAxeViolations(page, 'step 2');

    // Step 2: the city through the autocomplete.
    await typeInto(page, 'City or town', 'Aust');
    await page.getByRole('option', { name: 'Austin, Texas' }).waitFor();
    await expectNoAxeViolations(page, 'step 2, suggestions open');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('City or town').inputValue()).resolves.toBe('Austin, Texas');
    await press(page, 'Next', 3);
    await expectNoAxeViolations(page, 'step 2.1');

    await typeInto(page, 'Street address', '12 Congress Ave');
    await typeInto(page, 'Postal code', '78701');
    await press(page, 'Next', 4);
    await expectNoAxeViolations(page, 'step 3');
    await typeInto(page, 'Full name', 'Robin Hale');
    await typeInto(page, 'Phone', '5125550147');

    // Back to step 1 and forward again: nothing lost.
    await press(page, 'Back', 3);
    await press(page, 'Back', 2);
    await press(page, 'Back', 1);
    await expect(page.getByLabel('Business name').inputValue()).resolves.toBe('Harbor Lights Studio');
    await expect(page.getByLabel('Category').inputValue()).resolves.toBe('6');
    await press(page, 'Next', 2);
    await expect(page.getByLabel('City or town').inputValue()).resolves.toBe('Austin, Texas');
    await press(page, 'Next', 3);
    await expect(page.getByLabel('Street address').inputValue()).resolves.toBe('12 Congress Ave');
    await press(page, 'Next', 4);
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Robin Hale');
    await expect(page.getByLabel('Phone').inputValue()).resolves.toBe('5125550147');
    await press(page, 'Next', 5);
    await expectNoAxeViolations(page, 'step 4');

    // Step 4: a problem first, announced and focused; axe with the messages shown.
    await tabTo(page, 'Sign up my business');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Check that the email is correct.' }).first().waitFor();
    await expect(focusedName(page)).resolves.toBe('Email');
    await expectNoAxeViolations(page, 'step 4 with its problems');
    await page.keyboard.type(MAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await tabTo(page, 'I accept the Terms of use and the Privacy policy.');
    await page.keyboard.press('Space');
    await tabTo(page, 'Sign up my business');
    await page.keyboard.press('Enter');

    const done = page.getByRole('heading', { level: 2, name: 'Your business is signed up' });
    await done.waitFor();
    await expect(done.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'My business' }).waitFor();
    await expectNoAxeViolations(page, 'confirmation');
    expect(signups).toHaveLength(1);
    expect(errors).toEqual([]);

    // Log out from the vendor's account menu, then log in again through the header's layer.
    await banner.getByRole('button', { name: 'My business' }).click();
    await Promise.all([page.waitForURL((url) => url.pathname === '/'), banner.getByRole('link', { name: 'Log out' }).click()]);
    await page.goto(env.url + 'vendors/signup');
    // Log-out lands on the preview's gallery, whose isolation demo logs its expected errors.
    errors.splice(0);
    await headerControl(page, 'Log in').click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').fill(MAIL);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('button', { name: 'My business' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
