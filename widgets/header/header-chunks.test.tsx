import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../mocks/console-guard';
import { server } from '../../mocks/node';
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

// The whole header (React): how often it was asked for.
const fullHeader = vi.hoisted(() => ({ loads: 0, lost: 0 }));
vi.mock('./full', async (importOriginal) => {
  if (fullHeader.lost > 0 && fullHeader.lost--) throw new Error('Failed to fetch dynamically imported module: full');
  fullHeader.loads += 1;
  return importOriginal();
});

useMockBackend();

const SERVER_HEADER = `<script type="application/json" data-site-config>${JSON.stringify({ pusher: STAND_IN_PUSHER })}</script>
<header class="site-header" data-widget="header" data-hydrate="load"><script type="application/json">{"menu":[{"label":"Ideas","url":"/ideas"}]}</script><a href="/users-login.php">Log in</a></header>`;

let stop = () => {};
beforeEach(() => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) removeCookie(name);
  refreshSession();
});
afterEach(async () => {
  stop();
  unmountUiHosts();
  await disconnectRealtime();
});

const VISITOR_HEADER = `<header class="site-header" data-widget="header" data-hydrate="interaction"><script type="application/json">{"menu":[{"label":"Ideas","url":"/ideas"}]}</script>
<nav class="site-menu site-menu--static" aria-label="Site menu"><details class="site-menu__fold"><summary class="site-menu__burger">Menu</summary></details><ul class="site-menu__list"><li><a href="/ideas">Ideas</a></li></ul></nav>
<div class="site-header__actions"><a href="/users-login.php">Log in</a> <a href="/users-signup.php">Sign up</a></div></header>`;

// Runs first: the whole header's module, once loaded, stays loaded.
describe("a visitor's header, touched", () => {
  it('opens the layer from the server’s Log in, busy until it shows, with no React header: the link stays the server’s', async () => {
    document.body.innerHTML = VISITOR_HEADER;
    stop = startWidgets(document, registry);
    const logIn = screen.getByRole('link', { name: 'Log in' });
    const forms: string[] = [];
    const listen = ({ request }: { request: Request }) => void (new URL(request.url).pathname === '/users-login-layer.php' && forms.push(request.url));
    server.events.on('request:start', listen);
    await userEvent.click(logIn);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    server.events.removeListener('request:start', listen);
    // Asked for once, at the click (by the header, before the layer's code), and shown.
    expect(forms).toHaveLength(1);
    await waitFor(() => expect(logIn).not.toHaveAttribute('aria-busy'));
    expect(logIn).toHaveAttribute('aria-haspopup', 'dialog');
    expect(document.querySelector('header')).toHaveAttribute('data-widget-state', 'mounted');
    expect(screen.getByRole('banner').contains(logIn)).toBe(true);
    expect(fullHeader.loads).toBe(0);
  });

  it('leaves the server’s Menu to open itself when the whole header cannot load (tried twice)', async () => {
    expectConsole('error', /Widget "header" could not load its full version/);
    fullHeader.lost = 2;
    document.body.innerHTML = VISITOR_HEADER;
    stop = startWidgets(document, registry);
    // What the page saw of each click on the Menu: held (prevented) while the header loaded, then
    // given back to the <details> (happy-dom toggles it either way; the browser test opens it).
    const clicks: boolean[] = [];
    const seen = (event: Event) => void ((event.target as Element).matches('summary') && clicks.push(event.defaultPrevented));
    document.addEventListener('click', seen);
    await userEvent.click(screen.getByText('Menu'));
    await waitFor(() => expect(clicks.at(-1)).toBe(false));
    document.removeEventListener('click', seen);
    expect(fullHeader).toEqual({ loads: 0, lost: 0 });
    expect(screen.getByText('Menu')).not.toHaveAttribute('aria-busy');
  });

  it("leaves an account's header the server's, in error, when its whole version cannot load (tried twice)", async () => {
    expectConsole('error', /Widget "header" could not load its full version/);
    await logInAs('couple');
    refreshSession();
    fullHeader.lost = 2;
    document.body.innerHTML = `<header class="site-header" data-widget="header" data-hydrate="load"><a href="/tools/Vendors">My account</a></header>`;
    stop = startWidgets(document, registry);
    await waitFor(() => expect(document.querySelector('header')).toHaveAttribute('data-widget-state', 'error'));
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/tools/Vendors');
    expect(fullHeader).toEqual({ loads: 0, lost: 0 });
  });

  it('brings the whole header for a tap on its Menu, which opens the menu', async () => {
    document.body.innerHTML = VISITOR_HEADER;
    stop = startWidgets(document, registry);
    await userEvent.click(screen.getByText('Menu'));
    expect(await screen.findByRole('button', { name: 'Close menu', expanded: true })).toBeInTheDocument();
    expect(fullHeader.loads).toBe(1);
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
