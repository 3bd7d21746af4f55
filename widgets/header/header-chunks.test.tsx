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
import { unmountUiHosts } from '../../src/ui/host/mount-host';

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

// The layer's code, with the header's state at the moment it is asked for.
const layerAsked = vi.hoisted(() => ({ headerState: [] as (string | null)[] }));
vi.mock('../../src/flows/auth/open-auth-layer', async (importOriginal) => {
  layerAsked.headerState.push(document.querySelector('header')?.getAttribute('data-widget-state') ?? null);
  return importOriginal();
});

useMockBackend();

const SERVER_HEADER = `<script type="application/json" data-site-config>${JSON.stringify({ pusher: STAND_IN_PUSHER })}</script>
<header class="site-header" data-widget="header" data-hydrate="load"><script type="application/json">{"menu":[{"label":"Ideas","url":"/ideas"}]}</script><a href="/users-login.php">Log in</a></header>`;

let stop = () => {};
beforeEach(() => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) removeCookie(name);
});
afterEach(async () => {
  stop();
  unmountUiHosts();
  await disconnectRealtime();
});

const VISITOR_HEADER = `<header class="site-header" data-widget="header" data-hydrate="interaction"><script type="application/json">{"menu":[{"label":"Ideas","url":"/ideas"}]}</script><a href="/ideas">Ideas</a> <a href="/users-login.php">Log in</a></header>`;

// Runs first: the layer's module, once loaded, stays loaded.
describe("a visitor's header, touched", () => {
  it('leaves the layer’s code alone when the touch is not on Log in or Sign up', async () => {
    document.body.innerHTML = VISITOR_HEADER;
    stop = startWidgets(document, registry);
    screen.getByRole('link', { name: 'Ideas' }).dispatchEvent(new Event('pointerover', { bubbles: true }));
    await waitFor(() => expect(document.querySelector('header')).toHaveAttribute('data-widget-state', 'mounted'));
    expect(layerAsked.headerState).toEqual([]);
  });

  it('asks for the layer’s code for a held Log in before the header has rendered, and opens the layer', async () => {
    document.body.innerHTML = VISITOR_HEADER;
    stop = startWidgets(document, registry);
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(layerAsked.headerState).toEqual(['loading']);
  });
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
