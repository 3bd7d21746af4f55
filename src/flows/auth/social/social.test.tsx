import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allowConsole, expectConsole } from '../../../../mocks/console-guard';
import { server } from '../../../../mocks/node';
import { UNKNOWN_SOCIAL_TOKEN } from '../../../../mocks/social-stand-in';
import { useMockBackend } from '../../../../mocks/testing';
import { registry } from '../../../boot/registry';
import { startWidgets } from '../../../boot/scanner';
import { resetSiteConfig } from '../../../lib/config';
import { readCookie, removeCookie } from '../../../lib/cookies';
import { emit } from '../../../lib/events';
import { refreshSession } from '../../../state/session';
import type { SignInResult, SocialNetwork } from './sign-in';

useMockBackend();
// The site config here has no Pusher settings: the first page to log in says realtime is off, once.
allowConsole('info', '[widgets] Realtime is off: the site config has no "pusher" settings.');

let stop = () => {};
const signIns: SocialNetwork[] = [];

/** The network's sign-in answers `result` (what the person did in its popup). */
function networkAnswers(result: SignInResult) {
  window.socialStandIn = {
    signIn: async (network) => {
      signIns.push(network);
      return result;
    },
  };
}

beforeEach(async () => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) removeCookie(name);
  refreshSession();
  resetSiteConfig();
  signIns.length = 0;
  document.body.innerHTML = `<header class="site-header" data-widget="header" data-hydrate="load"><a href="/users-login.php">Log in</a></header>`;
  stop = startWidgets(document, registry);
  await waitFor(() => expect(document.querySelector('header')).toHaveAttribute('data-widget-state', 'mounted'));
});

afterEach(async () => {
  emit('modals:close', {});
  const accept = screen.queryByRole('button', { name: 'Accept' });
  if (accept) await userEvent.click(accept);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  delete window.socialStandIn;
  stop();
});

async function continueWith(label: 'Google' | 'Facebook' | 'Apple') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await user.click(await within(dialog).findByRole('button', { name: `Continue with ${label}` }));
  return { user, dialog };
}

const hidden = (form: HTMLFormElement, name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value;

describe('social sign-in, each result of spec §4', () => {
  it.each([
    ['Google', 'google-token-couple'],
    ['Facebook', 'fb-token-couple'],
    ['Apple', 'apple-token-couple'],
  ] as const)('%s: a registered account is logged in (auth done)', async (label, token) => {
    networkAnswers({ token });
    await continueWith(label);
    expect(await screen.findByRole('button', { name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readCookie('USER_ID')).toBe('1');
  });

  it.each([
    ['Google', { token: 'google-token-new' }, 'Robin Lee', 'robin.lee@example.com', 'idToken', '1', 'https://lh3.googleusercontent.com/a/robin-lee=s96-c'],
    ['Facebook', { token: 'fb-token-new' }, 'Casey Brooks', 'casey.fb@example.com', 'access_token', '2', undefined],
    ['Apple', { token: 'apple-token-new', userName: 'Drew Park' }, 'Drew Park', 'x7k2p9@privaterelay.appleid.com', 'idToken', '3', undefined],
  ] as const)('%s: an account not registered opens sign-up prefilled, the mail field hidden', async (label, result, name, mail, tokenKey, code, photo) => {
    networkAnswers(result);
    await continueWith(label);
    const signup = await screen.findByRole('dialog', { name: 'Sign up' });
    // The dialog is named as it switches; its form follows once loaded.
    const form = (await within(signup).findByRole('button', { name: 'Sign up' })).closest('form')!;
    await waitFor(() => expect(within(signup).getByRole('textbox', { name: 'Full name' })).toHaveValue(name));
    expect(within(signup).queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(within(signup).queryByLabelText('Password')).not.toBeVisible();
    expect(hidden(form, 'Mail')).toBe(mail);
    expect(hidden(form, tokenKey)).toBe(result.token);
    expect(hidden(form, 'type')).toBe(code);
    expect(hidden(form, 'tipoPais')).toBe('1');
    // Spec §3: the network's photo (its user-data URL) travels back to the server with the form.
    expect(hidden(form, 'hiddenUserDataUrls')).toBe(photo);
    expect(within(signup).queryByRole('button', { name: /^Continue with/ })).toBeNull();
  });

  it("Facebook: an e-mail registered without Facebook gets the alert 'A user with this email address already exists.'", async () => {
    networkAnswers({ token: 'fb-token-guest' });
    await continueWith('Facebook');
    expect(await screen.findByRole('alertdialog', { name: 'A user with this email address already exists.' })).toBeInTheDocument();
    expect(readCookie('USER_ID')).toBeUndefined();
  });

  it('Facebook: a popup the server says was closed ends the loading and shows nothing', async () => {
    server.use(http.post('*/com-FbLoginRun.php', () => HttpResponse.json({ popupClosedByUser: true })));
    networkAnswers({ token: 'fb-token-couple' });
    const { dialog } = await continueWith('Facebook');
    const button = within(dialog).getByRole('button', { name: 'Continue with Facebook' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each(['Google', 'Facebook', 'Apple'] as const)('%s: closing the network window ends the loading and shows nothing', async (label) => {
    networkAnswers({ closed: true });
    const { dialog } = await continueWith(label);
    const button = within(dialog).getByRole('button', { name: `Continue with ${label}` });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(signIns).toEqual([label.toLowerCase()]);
  });

  it("Google: the server's own message shows in an alert", async () => {
    server.use(http.post('*/auth/google/login', () => HttpResponse.json({ result: 'error', message: 'Your Google account is disabled.' })));
    networkAnswers({ token: 'google-token-couple' });
    await continueWith('Google');
    expect(await screen.findByRole('alertdialog', { name: 'Your Google account is disabled.' })).toBeInTheDocument();
  });

  it.each([
    ['an error without a message', { result: 'error' }],
    ['a result it does not know', { result: 'pending' }],
  ])("Google: %s shows 'An error has occurred. Please, try again'", async (_, answer) => {
    server.use(http.post('*/auth/google/login', () => HttpResponse.json(answer)));
    networkAnswers({ token: 'google-token-couple' });
    const { dialog } = await continueWith('Google');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error has occurred. Please, try again');
  });

  it.each(['Facebook', 'Apple'] as const)("%s: a token the server refuses shows 'An error has occurred. Please, try again'", async (label) => {
    networkAnswers({ token: UNKNOWN_SOCIAL_TOKEN });
    const { dialog } = await continueWith(label);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error has occurred. Please, try again');
  });

  it('Google: a double click signs in once, and a network failure then shows the error', async () => {
    server.use(http.post('*/auth/google/login', () => HttpResponse.error()));
    let release!: () => void;
    const popupAnswered = new Promise<void>((resolve) => (release = resolve));
    window.socialStandIn = {
      signIn: async (network) => {
        signIns.push(network);
        await popupAnswered;
        return { token: 'google-token-couple' };
      },
    };
    const { user, dialog } = await continueWith('Google');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error has occurred. Please, try again');
    expect(signIns).toEqual(['google']);
  });
});

describe("the networks' real scripts", () => {
  it('load on demand when the site config has the client id, and the stand-in is not used; a script that cannot load says so', async () => {
    const { writeSiteConfig } = await import('../../../../mocks/testing');
    writeSiteConfig({ socialClientIds: { google: 'client-123.apps.googleusercontent.com' } } as never);
    networkAnswers({ token: 'google-token-couple' });
    // The test page loads no script: Google's fails (happy-dom says so, as a browser would),
    // which ends the sign-in with the error.
    expectConsole('error', 'Failed to load script "https://accounts.google.com/gsi/client"');
    const { dialog } = await continueWith('Google');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An error has occurred. Please, try again');
    expect(document.querySelectorAll('script[src="https://accounts.google.com/gsi/client"]')).toHaveLength(1);
    expect(signIns).toEqual([]);
    document.head.querySelector('script[data-site-config]')?.remove();
  });
});
