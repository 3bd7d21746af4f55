import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAccountSettings } from '../../fixtures/pages/account-settings';
import { createContext, type PageBackend, type SocialNetworkName } from '../../fixtures/pages/site';
import { findUser } from '../../mocks/db';
import { server } from '../../mocks/node';
import { accounts, logInAs, useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import type { SignInResult } from '../../src/flows/auth/social/sign-in';

useMockBackend();

let stop = () => {};
let posted: { path: string; body: string }[] = [];
const record = async ({ request }: { request: Request }) => {
  if (request.method === 'POST') posted.push({ path: new URL(request.url).pathname, body: await request.clone().text() });
};

beforeEach(() => {
  posted = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  delete window.socialStandIn;
  server.events.removeListener('request:start', record);
});

/** The settings page as the server renders it for `who`, booted as the page would be. */
async function settingsOf(who: 'couple' | 'guest') {
  await logInAs(who);
  const user = findUser(accounts[who].userId)!;
  const backend: PageBackend = {
    viewer: { type: 'user', id: user.id },
    conversations: () => [],
    markRead: () => {},
    userName: () => '',
    linkedNetworks: () => [...user.linkedSocial] as SocialNetworkName[],
  };
  const page = renderAccountSettings(createContext(new URL('http://localhost:3000/users-settings.php'), { bundleSrc: '', headExtra: '', backend }));
  document.body.innerHTML = /<main[^>]*>([\s\S]*)<\/main>/.exec(page.html)![1]!;
  stop = startWidgets(document, registry);
  return { user, section: screen.getByRole('region', { name: 'Connected accounts' }) };
}

/** The network's sign-in answers `result` (what the person did in its window). */
function networkAnswers(result: SignInResult | Error) {
  window.socialStandIn = { signIn: async () => (result instanceof Error ? Promise.reject(result) : result) };
}

const row = (section: HTMLElement, name: string) => within(section).getByText(name).closest('li')!;

describe('connected accounts', () => {
  it('connects Apple with its sign-in (/auth/apple/link), then disconnects it (/auth/apple/unlink); the server keeps each', async () => {
    const { user, section } = await settingsOf('couple');
    expect(row(section, 'Apple')).toHaveTextContent('Not connected');
    networkAnswers({ token: 'apple-token-couple' });
    const ui = userEvent.setup();
    const connect = within(section).getByRole('button', { name: 'Connect Apple' });
    await ui.click(connect);
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Your Apple account is connected.'));
    expect(row(section, 'Apple')).toHaveTextContent('Connected');
    expect(posted.filter((p) => p.path === '/auth/apple/link').map((p) => p.body)).toEqual(['idToken=apple-token-couple']);
    expect(user.linkedSocial).toContain('apple');
    // The same button, now the other action: the focus stays on it.
    expect(connect).toHaveAccessibleName('Disconnect Apple');
    expect(connect).toHaveFocus();

    await ui.click(connect);
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Your Apple account is disconnected.'));
    expect(row(section, 'Apple')).toHaveTextContent('Not connected');
    expect(posted.some((p) => p.path === '/auth/apple/unlink')).toBe(true);
    expect(user.linkedSocial).not.toContain('apple');
  });

  it('connects Google (/auth/google/link); a Google account that is another person’s is refused, with words, and the row stays', async () => {
    const { user, section } = await settingsOf('guest');
    const ui = userEvent.setup();
    networkAnswers({ token: 'google-token-couple' });
    await ui.click(within(section).getByRole('button', { name: 'Connect Google' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Your Google account could not be connected. Please try again.'));
    expect(row(section, 'Google')).toHaveTextContent('Not connected');
    expect(user.linkedSocial).toEqual([]);

    networkAnswers({ token: 'google-token-new' });
    await ui.click(within(section).getByRole('button', { name: 'Connect Google' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Your Google account is connected.'));
    expect(row(section, 'Google')).toHaveTextContent('Connected');
    // No Google unlink in the spec: the row has no button any more, and the focus is on the section's heading.
    expect(within(row(section, 'Google')).queryByRole('button')).toBeNull();
    expect(within(section).getByRole('heading', { name: 'Connected accounts' })).toHaveFocus();
    expect(user.linkedSocial).toEqual(['google']);
  });

  it('disconnects Facebook (/com-UnlinkFbAccount.php), and says so when it fails', async () => {
    const { user, section } = await settingsOf('couple');
    const ui = userEvent.setup();
    server.use(http.post('*/com-UnlinkFbAccount.php', () => HttpResponse.error(), { once: true }));
    await ui.click(within(section).getByRole('button', { name: 'Disconnect Facebook' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Your Facebook account could not be disconnected. Please try again.'));
    expect(row(section, 'Facebook')).toHaveTextContent('Connected');
    await ui.click(within(section).getByRole('button', { name: 'Disconnect Facebook' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Your Facebook account is disconnected.'));
    expect(user.linkedSocial).not.toContain('facebook');
  });

  it('swallows Apple’s failures (spec §8): a sign-in that breaks and a refused link leave the row as it was, with no words', async () => {
    const { section } = await settingsOf('couple');
    const ui = userEvent.setup();
    const button = within(section).getByRole('button', { name: 'Connect Apple' });
    networkAnswers(new Error('Apple script failed'));
    await ui.click(button);
    networkAnswers({ token: 'stand-in-unknown-token' });
    await ui.click(button);
    await waitFor(() => expect(posted.filter((p) => p.path === '/auth/apple/link')).toHaveLength(1));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(within(section).getByRole('status')).toHaveTextContent('');
    expect(row(section, 'Apple')).toHaveTextContent('Not connected');
    expect(button).toHaveAccessibleName('Connect Apple');
  });

  it('a closed sign-in window changes nothing and calls nothing', async () => {
    const { section } = await settingsOf('guest');
    networkAnswers({ closed: true });
    const button = within(section).getByRole('button', { name: 'Connect Apple' });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(posted.filter((p) => p.path.startsWith('/auth/'))).toEqual([]);
    expect(within(section).getByRole('status')).toHaveTextContent('');
  });
});
