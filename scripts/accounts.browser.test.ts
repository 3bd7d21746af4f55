import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, booted, callsFrom, collectErrors, expectFocused, headerControl, resetStandIn, usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

/** A fresh visitor on the home page, the stand-in reset. */
async function visitorPage() {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  await resetStandIn(env.url);
  await page.goto(env.url + 'home');
  await booted(page);
  return { context, page, errors };
}

/** Opens the log-in or sign-up layer from the header, as a person would; its dialog. */
async function openLayer(page: Page, name: 'Log in' | 'Sign up') {
  await headerControl(page, name).click();
  return page.getByRole('dialog', { name });
}

/** Logs in through the header's layer with `mail` and `password`; the layer's dialog. */
async function logInThroughLayer(page: Page, mail: string, password: string) {
  const dialog = await openLayer(page, 'Log in');
  await dialog.getByLabel('Email').fill(mail);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  return dialog;
}

/** Fills the sign-up layer's name, e-mail, a valid password and the role. */
async function fillSignup(dialog: Locator, name: string, mail: string, role: 'Bride' | 'Groom') {
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Email').fill(mail);
  await dialog.getByLabel('Password').fill('Forever2027!');
  await dialog.getByLabel(role).check();
}

/** Tabs from the top of the page until `name`'s button has focus, as a keyboard user would. */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim());
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

describe('log-in and sign-up layers in Chromium', () => {
  it('works by keyboard alone: open, fill, submit, hear the error, Escape, focus back on Log in', async () => {
    const { context, page, errors } = await visitorPage();
    await tabTo(page, 'Log in');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').waitFor();
    await expectFocused(dialog.getByLabel('Email'));
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.type('couple@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('NotTheRightOne9');
    await page.keyboard.press('Enter');
    // role="alert": announced as it appears.
    await dialog.getByRole('alert').filter({ hasText: 'The email or password you entered is incorrect.' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Log in');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the spec's messages for bad input in both layers, and axe finds nothing with them shown", async () => {
    const { context, page } = await visitorPage();
    const login = await openLayer(page, 'Log in');
    await login.getByLabel('Password').fill('abc');
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.getByText('Your password must be at least six characters.').first().waitFor();
    await login.getByText('Check that the email is correct.').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await login.getByRole('link', { name: 'Create an account' }).click();
    const signup = page.getByRole('dialog', { name: 'Sign up' });
    await signup.getByRole('button', { name: 'Sign up' }).click();
    for (const message of ['Enter your full name.', 'Check that the email is correct.', 'Let us know your role in the wedding', 'Please select the city where you live.', 'You must accept the Terms of Use and privacy policy.']) {
      await signup.getByText(message).first().waitFor();
    }
    // Switching closed the log-in layer: its dialog and its form are gone.
    await expect(page.getByRole('dialog', { name: 'Log in' }).count()).resolves.toBe(0);
    await expect(page.locator('input[autocomplete="current-password"]').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('logs the couple in: the header then shows the account menu, the favourites and the inbox', async () => {
    const { context, page, errors } = await visitorPage();
    const dialog = await logInThroughLayer(page, 'couple@example.com', 'Wedding2026!');
    await dialog.waitFor({ state: 'detached' });
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'My account' }).waitFor();
    await banner.getByRole('link', { name: 'Favourites' }).waitFor();
    await banner.getByRole('link', { name: /^Inbox, \d+ unread messages$/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs a new couple up (the city by keyboard), logs out, and logs in again with the new account', async () => {
    const { context, page, errors } = await visitorPage();
    const mail = `pat.${Date.now()}@example.com`;
    const signup = await openLayer(page, 'Sign up');
    await fillSignup(signup, 'Pat Quinn', mail, 'Groom');
    await signup.getByRole('combobox', { name: 'City where you live' }).pressSequentially('San Fr');
    await signup.getByRole('option', { name: 'San Francisco, California' }).waitFor();
    // Escape closes the city list, not the layer (the combobox takes it first); the list opens again.
    await page.keyboard.press('Escape');
    await signup.getByRole('listbox').waitFor({ state: 'hidden' });
    expect(await signup.isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await signup.getByRole('option', { name: 'San Francisco, California' }).waitFor();
    await page.keyboard.press('Enter');
    await signup.getByRole('checkbox').check();
    expect(await axeViolations(page)).toEqual([]);
    await signup.getByRole('button', { name: 'Sign up' }).click();
    await signup.waitFor({ state: 'detached' });
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'My account' }).click();
    await page.getByRole('link', { name: 'Log out' }).click();
    // The stand-in's log-out goes to '/', the preview's gallery: back to the home page.
    await page.waitForURL(env.url);
    await page.goto(env.url + 'home');
    await logInThroughLayer(page, mail, 'Forever2027!');
    await banner.getByRole('button', { name: 'My account' }).waitFor();
    // The gallery's isolation demo logs its broken widget on purpose, when its runtime comes
    // before the test has left it (it did under load): no other error.
    expect(errors.filter((error) => !error.startsWith('[widgets] Unknown widget "does-not-exist".'))).toEqual([]);
    await context.close();
  });

  it('offers name@gmail.com for name@gmial.com, and sends an already-registered e-mail to log-in with the message', async () => {
    const { context, page } = await visitorPage();
    const signup = await openLayer(page, 'Sign up');
    await fillSignup(signup, 'Pat Quinn', 'name@gmial.com', 'Bride');
    await signup.getByRole('button', { name: 'Sign up' }).click();
    await signup.getByRole('button', { name: 'name@gmail.com' }).click();
    await expect(signup.getByLabel('Email').inputValue()).resolves.toBe('name@gmail.com');

    await signup.getByLabel('Email').fill('couple@example.com');
    await signup.getByRole('combobox', { name: 'City where you live' }).pressSequentially('San Fr');
    await signup.getByRole('option', { name: 'San Francisco, California' }).click();
    await signup.getByRole('checkbox').check();
    await signup.getByRole('button', { name: 'Sign up' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('alert').filter({ hasText: 'There is already a registered user with the email couple@example.com' }).waitFor();
    await expect(login.getByLabel('Email').inputValue()).resolves.toBe('couple@example.com');

    // An address registered from the guest app gets the spec's suffix.
    await login.getByRole('link', { name: 'Create an account' }).click();
    const again = page.getByRole('dialog', { name: 'Sign up' });
    await fillSignup(again, 'Jamie Rivera', 'guest@example.com', 'Bride');
    await again.getByRole('combobox', { name: 'City where you live' }).pressSequentially('San Fr');
    await again.getByRole('option', { name: 'San Francisco, California' }).click();
    await again.getByRole('checkbox').check();
    await again.getByRole('button', { name: 'Sign up' }).click();
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('alert')
      .filter({ hasText: 'There is already a registered user with the email guest@example.com Login with your WeddingWire for Guests account' })
      .waitFor();
    await context.close();
  });

  const PASSWORD_RULE = 'Your password must be between 8 and 48 characters and include at least 1 lowercase letter, 1 capital letter, 1 number, and no spaces.';
  for (const [label, value, message] of [
    ['Full name', 'Al', 'Your name must have a minimum of 3 characters.'],
    ['Email', 'alex@example', 'Check that the email is correct.'],
    ['Email', 'alex@example.com, second@', 'Check that the email is correct.'],
    ['Email', 'x7k2p9@privaterelay.appleid.com', 'Check that the email is correct.'],
    ['Password', 'alllowercase1', PASSWORD_RULE],
    ['Password', 'NoDigitsHere', PASSWORD_RULE],
    ['Password', 'Has Space1', PASSWORD_RULE],
    // (49 characters cannot be typed: the field's maxlength is 48.)
    ['Password', 'Short1A', PASSWORD_RULE],
    ['Wedding date', '2027-13-45', 'Event date'],
  ] as const) {
    it(`refuses sign-up ${label} "${value.length > 20 ? `${value.slice(0, 12)}… (${value.length})` : value}" with its message, read with the field`, async () => {
      const { context, page } = await visitorPage();
      const signup = await openLayer(page, 'Sign up');
      await signup.getByLabel('Full name').fill('Alex Rivera');
      await signup.getByLabel('Email').fill('alex.rivera@example.com');
      await signup.getByLabel('Password').fill('Forever2027!');
      await signup.getByLabel(label).fill(value);
      await signup.getByRole('button', { name: 'Sign up' }).click();
      const field = signup.getByLabel(label);
      await expect.poll(() => field.evaluate((el) => el.getAttribute('aria-invalid'))).toBe('true');
      const description = await field.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
      );
      expect(description).toContain(message);
      await context.close();
    });
  }

  it("opens the sign-up layer from home's direct sign-up button on a phone, and once in goes to the configured page (spec §6)", async () => {
    const context = await env.browser.newContext({ viewport: { width: 412, height: 860 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const layers: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/users-(signup|login)-layer\.php$/.test(url.pathname)) layers.push(url);
    });
    await resetStandIn(env.url);
    await page.goto(env.url + 'home');
    await booted(page);
    await page.getByRole('link', { name: 'Sign up free' }).tap();
    const signup = page.getByRole('dialog', { name: 'Sign up' });
    await signup.getByLabel('Email').waitFor();
    // The server is asked for the layer with where to go after and the tracked section.
    expect(layers.map((url) => [url.pathname, url.searchParams.get('urlRedirect'), url.searchParams.get('tracking')])).toEqual([['/users-signup-layer.php', `${env.url}tools/Vendors`, 'direct sign-up']]);
    await signup.getByRole('link', { name: 'Log in' }).tap();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Email').fill('couple@example.com');
    await login.getByLabel('Password').fill('Wedding2026!');
    await login.getByRole('button', { name: 'Log in' }).tap();
    await page.waitForURL(/\/tools\/Vendors$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("refuses sign-up without a country with 'Error country message'", async () => {
    const { context, page } = await visitorPage();
    const signup = await openLayer(page, 'Sign up');
    await signup.getByRole('combobox', { name: 'Country' }).selectOption('');
    await signup.getByRole('button', { name: 'Sign up' }).click();
    await signup.getByText('Error country message').first().waitFor();
    await expect.poll(() => signup.getByRole('combobox', { name: 'Country' }).getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it("drives the preview's Google stand-in: a new account completes the prefilled sign-up and is logged in", async () => {
    const { context, page, errors } = await visitorPage();
    const login = await openLayer(page, 'Log in');
    await login.getByRole('button', { name: 'Continue with Google' }).click();
    // Each choice says what it does (the outcomes a developer drives, spec §4).
    const chooser = login.getByRole('group', { name: 'Google (stand-in): choose an account' });
    expect(await chooser.getByRole('button').allTextContents()).toEqual([
      'Alex Morgan: existing account, logs in',
      'Robin Lee: new, must sign up',
      'A token the server refuses: shows the network’s error',
      'Close the window: nothing happens',
    ]);
    await chooser.getByRole('button', { name: 'Robin Lee: new, must sign up' }).click();
    const signup = page.getByRole('dialog', { name: 'Sign up' });
    await expect.poll(() => signup.getByLabel('Full name').inputValue()).toBe('Robin Lee');
    await expect(signup.getByRole('textbox', { name: 'Email' }).count()).resolves.toBe(0);
    await signup.getByLabel('Bride').check();
    await signup.getByRole('combobox', { name: 'City where you live' }).pressSequentially('San Fr');
    await signup.getByRole('option', { name: 'San Francisco, California' }).click();
    await signup.getByRole('checkbox').check();
    expect(await axeViolations(page)).toEqual([]);
    const sent = await callsFrom(env.url, '/users-signup-run.php');
    await signup.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'My account' }).waitFor();
    // Spec §3's hidden fields after a social prefill, the network's photo among them, as the server took them.
    expect(await sent()).toEqual([expect.objectContaining({ hiddenUserDataUrls: 'https://lh3.googleusercontent.com/a/robin-lee=s96-c', tipoPais: '1', type: '1', idToken: 'google-token-new' })]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows a same-origin urlRedirect after log-in', async () => {
    const { context, page } = await visitorPage();
    await page.route('**/users-login-layer.php*', async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace(/(<form [^>]*>)/, '$1<input type="hidden" name="urlRedirect" value="/tools/Vendors?from=login">');
      await route.fulfill({ response: answer, body: html });
    });
    await tabTo(page, 'Log in');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').waitFor();
    await page.keyboard.type('couple@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Wedding2026!');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.url}tools/Vendors?from=login`);
    // The server drew the vendor manager for the session the log-in opened, not its log-in prompt.
    await expect(page.getByRole('region', { name: 'Saved vendors' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('leaves focus on the account button after a keyboard log-in', async () => {
    const { context, page } = await visitorPage();
    await tabTo(page, 'Log in');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email').waitFor();
    await page.keyboard.type('couple@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Wedding2026!');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('My account');
    await context.close();
  });

  for (const target of ['//evil.example/', 'javascript:alert(1)', 'https://site.example.evil.example/']) {
    it(`does not follow urlRedirect ${target} after log-in`, async () => {
      const { context, page } = await visitorPage();
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(env.url)) foreign.push(request.url());
      });
      // A javascript: URL followed would run its alert.
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.route('**/users-login-layer.php*', async (route) => {
        const answer = await route.fetch();
        const html = (await answer.text()).replace(/(<form [^>]*>)/, `$1<input type="hidden" name="urlRedirect" value="${target}">`);
        await route.fulfill({ response: answer, body: html });
      });
      await logInThroughLayer(page, 'couple@example.com', 'Wedding2026!');
      // The log-in happened (the redirect, if any, is asked for before the header re-renders), and the page stayed.
      await page.getByRole('banner').getByRole('button', { name: 'My account' }).waitFor();
      expect(page.url()).toBe(env.url + 'home');
      expect(foreign).toEqual([]);
      expect(dialogs).toEqual([]);
      await context.close();
    });
  }

  it('runs nothing of a log-in fragment carrying an onerror image and a foreign script', async () => {
    const { context, page, errors } = await visitorPage();
    const foreign: string[] = [];
    let imageFetches = 0;
    page.on('request', (request) => {
      if (!request.url().startsWith(env.url)) foreign.push(request.url());
      if (new URL(request.url()).pathname === '/x') imageFetches += 1;
    });
    await page.route('**/users-login-layer.php*', async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace(
        '<form ',
        `<img src="x" onerror="window.__hacked = 'img'"><script src="https://evil.example/steal.js"></script><script>window.__hacked = 'inline'</script><form `,
      );
      await route.fulfill({ response: answer, body: html });
    });
    const dialog = await openLayer(page, 'Log in');
    await dialog.getByLabel('Email').waitFor();
    // The image kept (without its handler) has failed to load by now.
    await dialog.locator('img').evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
    await expect(page.evaluate(() => (window as { __hacked?: string }).__hacked)).resolves.toBeUndefined();
    await expect(dialog.locator('script, [onerror]').count()).resolves.toBe(0);
    expect(foreign).toEqual([]);
    // The kept image's own failure to load is the only message: it is fetched once, when shown
    // (the cleaned fragment is inert until then).
    expect(imageFetches).toBe(1);
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await context.close();
  });
});
