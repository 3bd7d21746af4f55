import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pushEvent } from '../../mocks/pusher';
import { server } from '../../mocks/node';
import { logInAs, STAND_IN_PUSHER, useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { resetSiteConfig } from '../../src/lib/config';
import { removeCookie } from '../../src/lib/cookies';
import { disconnectRealtime } from '../../src/lib/realtime';
import { refreshSession } from '../../src/state/session';

useMockBackend();

const SITE_CONFIG = `<script type="application/json" data-site-config>${JSON.stringify({ pusher: STAND_IN_PUSHER })}</script>`;

/** A couple's header as the PHP site draws it (fixtures/pages/layout.ts), enhanced when the page is idle. */
const COUPLE_HEADER = `<header class="site-header" data-widget="account-header" data-hydrate="idle">
<script type="application/json">{"menu":[{"label":"Ideas","url":"/ideas"}]}</script>
<div class="site-header__bar"><div class="site-header__actions">
<a class="header-icon header-icon--favourites" href="/tools/Vendors" aria-label="Favourites">♡</a>
<a class="header-icon header-icon--inbox" href="/inbox" aria-label="Inbox, 2 unread messages" data-count="2">✉<span class="header-icon__badge" aria-hidden="true">2</span></a>
<div class="account-menu"><a class="account-menu__button" href="/tools/Vendors">My account</a></div>
</div></div></header>`;

let stop = () => {};
let requested: string[] = [];
const record = ({ request }: { request: Request }) => void requested.push(new URL(request.url).pathname);
const requestsTo = (path: string) => requested.filter((p) => p === path).length;

async function mountCoupleHeader(): Promise<HTMLElement> {
  await logInAs('couple');
  refreshSession();
  resetSiteConfig();
  document.body.innerHTML = SITE_CONFIG + COUPLE_HEADER;
  stop = startWidgets(document, registry);
  const header = document.querySelector('header')!;
  await waitFor(() => expect(header).toHaveAttribute('data-widget-state', 'mounted'));
  return header;
}

/** React marks the element it renders into with a __reactContainer$ key. */
const hasReactRoot = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactContainer$'));

beforeEach(() => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) removeCookie(name);
  requested = [];
  server.events.on('request:start', record);
});
afterEach(async () => {
  server.events.removeListener('request:start', record);
  stop();
  await disconnectRealtime();
});

describe("an account's header, live with no React", () => {
  it('keeps the server’s count and follows the private channel: the link’s name, its badge and a polite announcement', async () => {
    const header = await mountCoupleHeader();
    const inbox = screen.getByRole('link', { name: 'Inbox, 2 unread messages' });
    // The server's count is the page's: not asked again at load.
    expect(requestsTo('/inbox/unread-count')).toBe(0);
    await waitFor(() => expect(pushEvent('private-user-1', 'message', { numPending: 5 })).toBeGreaterThan(0));
    await waitFor(() => expect(inbox).toHaveAccessibleName('Inbox, 5 unread messages'));
    expect(inbox.querySelector('.header-icon__badge')).toHaveTextContent('5');
    expect(screen.getByRole('status')).toHaveTextContent('You have 5 unread messages');
    // Still the server's elements, and no React root.
    expect(screen.getByRole('link', { name: 'Inbox, 5 unread messages' })).toBe(inbox);
    expect(hasReactRoot(header)).toBe(false);
    // Read elsewhere: the badge goes.
    pushEvent('private-user-1', 'message', { numPending: 0 });
    await waitFor(() => expect(inbox).toHaveAccessibleName('Inbox'));
    expect(inbox.querySelector('.header-icon__badge')).toBeNull();
  });

  it('asks for the count again when the back/forward cache restores the page', async () => {
    await mountCoupleHeader();
    server.use(http.get('*/inbox/unread-count', () => HttpResponse.json({ numUnread: 9 })));
    // happy-dom's events carry no `persisted`: set as a restored page's is.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(await screen.findByRole('link', { name: 'Inbox, 9 unread messages' })).toBeInTheDocument();
  });

  it('opens the account dropdown on the server’s account link, its button, with no React: Escape closes it and gives the focus back', async () => {
    const header = await mountCoupleHeader();
    const account = screen.getByRole('button', { name: 'My account' });
    expect(account.tagName).toBe('A');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(account.getAttribute('aria-controls')!)!;
    expect(await within(panel).findByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/users-logout.php');
    expect(hasReactRoot(header)).toBe(false);
    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(account).toHaveFocus();
    // Space opens it, as a button's; a press outside closes it.
    await user.keyboard(' ');
    expect(account).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(account).toHaveAttribute('aria-expanded', 'false');
    // Asked for once.
    expect(requestsTo('/user/menu/dropdown')).toBe(1);
  });

  it('says when the dropdown cannot be loaded, and Try again brings it', async () => {
    let fail = true;
    server.use(http.get('*/user/menu/dropdown', () => (fail ? new HttpResponse('', { status: 500 }) : undefined)));
    const header = await mountCoupleHeader();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'My account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The menu could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My account' })).toHaveAttribute('aria-expanded', 'true');
    // The retry was the dropdown's, not a touch asking for the whole header: once the whole
    // header's code is in (as it would be had it been asked for), the server's header is still there.
    await import('./full');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hasReactRoot(header)).toBe(false);
  });

  it('becomes the visitor’s header when the session check refuses the cookies', async () => {
    server.use(http.get('*/com-VerificaLayerSession.php', () => HttpResponse.text('KO')));
    await mountCoupleHeader();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My account' })).not.toBeInTheDocument();
  });
});
