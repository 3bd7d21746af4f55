import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInAs, STAND_IN_PUSHER, useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { resetSiteConfig } from '../../src/lib/config';
import { removeCookie } from '../../src/lib/cookies';
import { disconnectRealtime } from '../../src/lib/realtime';
import { refreshSession } from '../../src/state/session';

// The header's account chunks lost once (a flaky network, a deploy in between): each is tried
// again. A module that loaded stays loaded, so this file's one test is the first to load them.
const lost = vi.hoisted(() => ({ data: 0, controls: 0 }));
vi.mock('./account-data', async (importOriginal) => {
  if (lost.data > 0 && lost.data--) throw new Error('Failed to fetch dynamically imported module: account-data');
  return importOriginal();
});
vi.mock('./account-controls', async (importOriginal) => {
  if (lost.controls > 0 && lost.controls--) throw new Error('Failed to fetch dynamically imported module: account-controls');
  return importOriginal();
});

useMockBackend();

const SERVER_HEADER = `<script type="application/json" data-site-config>${JSON.stringify({ pusher: STAND_IN_PUSHER })}</script>
<header class="site-header" data-widget="header"><script type="application/json">{"menu":[{"label":"Ideas","url":"/ideas"}]}</script><a href="/users-login.php">Log in</a></header>`;

let stop = () => {};
beforeEach(() => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) removeCookie(name);
});
afterEach(async () => {
  stop();
  await disconnectRealtime();
});

describe('the header when its account chunks fail once', () => {
  it("shows a couple's inbox badge with its count and the account dropdown: each chunk is tried again", async () => {
    await logInAs('couple');
    lost.data = 1;
    lost.controls = 1;
    refreshSession();
    resetSiteConfig();
    document.body.innerHTML = SERVER_HEADER;
    stop = startWidgets(document, registry);
    const header = document.querySelector('header')!;
    await waitFor(() => expect(header).toHaveAttribute('data-widget-state', 'mounted'));
    expect(await screen.findByRole('link', { name: /^Inbox, \d+ unread messages?$/ })).toHaveAttribute('href', '/inbox');
    await userEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(await screen.findByRole('link', { name: 'Log out' })).toBeInTheDocument();
    expect(header).toHaveAttribute('data-widget-state', 'mounted');
    expect(lost).toEqual({ data: 0, controls: 0 });
  });
});
