import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { pushEvent } from '../../mocks/pusher';
import { server } from '../../mocks/node';
import { held, logInAs, MALFORMED_ID_COOKIES, STAND_IN_PUSHER, useMockBackend } from '../../mocks/testing';
import { call } from '../../src/api/call';
import { unreadMessages } from '../../src/api/header';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { resetSiteConfig } from '../../src/lib/config';
import { removeCookie } from '../../src/lib/cookies';
import { emit } from '../../src/lib/events';
import { disconnectRealtime } from '../../src/lib/realtime';
import { refreshSession } from '../../src/state/session';
import { MENU_HOVER_DELAY_MS } from './site-menu';

useMockBackend();

const SERVER_HEADER = `<header class="site-header" data-widget="header" data-hydrate="load">
<script type="application/json">{"menu":[{"label":"Vendors","url":"/vendors","children":[{"label":"Photographers","url":"/c/ca/wedding-photographers/6-vendors.html"}]},{"label":"Ideas","url":"/ideas"}]}</script>
<a href="/users-login.php">Log in</a></header>`;

/** The page's site config, as the PHP page writes it: realtime through the Pusher stand-in. */
const SITE_CONFIG = `<script type="application/json" data-site-config>${JSON.stringify({ pusher: STAND_IN_PUSHER })}</script>`;

let stop = () => {};
const mountHeader = async (html = SERVER_HEADER) => {
  refreshSession();
  resetSiteConfig();
  document.body.innerHTML = SITE_CONFIG + html;
  stop = startWidgets(document, registry);
  // The first mount compiles the widget's chunk in the test runner: allow it time.
  for (const header of Array.from(document.querySelectorAll('header'))) {
    await waitFor(() => expect(header).toHaveAttribute('data-widget-state', 'mounted'));
  }
};

/** The paths the stand-in server receives from now until the end of the test. */
let requested: string[] = [];
const record = ({ request }: { request: Request }) => void requested.push(new URL(request.url).pathname);
const requestsTo = (path: string) => requested.filter((p) => p === path).length;

/** The channels the realtime server is asked to authorise from now on (spec §7 pusherAuth). */
function recordChannelAuths(): string[] {
  const channels: string[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    if (!new URL(request.url).pathname.endsWith('/pusher/pusherAuth.php')) return;
    void request
      .clone()
      .text()
      .then((body) => channels.push(new URLSearchParams(body).get('channel_name') ?? ''));
  };
  server.events.on('request:start', onRequest);
  onTestFinished(() => server.events.removeListener('request:start', onRequest));
  return channels;
}

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

/** The dropdown answers when the test calls the returned release; the request still reaches the stand-in's own handler. */
function slowDropdown(): () => void {
  const { arrived, release } = held();
  server.use(
    http.get('*/user/menu/dropdown', async () => {
      await arrived;
    }),
  );
  return release;
}

describe('the header widget', () => {
  it('offers log-in and sign-up to a visitor, opening the log-in layer', async () => {
    await mountHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    // The server's log-in layer, enhanced: its e-mail field takes focus.
    expect(await within(dialog).findByLabelText('Email')).toHaveFocus();
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });

  it("shows a couple's inbox badge with the server's unread count, the favourites heart and the account dropdown", async () => {
    await logInAs('couple');
    const unread = await call(unreadMessages, {});
    if (!unread.ok) throw new Error('unread count failed');
    await mountHeader();
    expect(await screen.findByRole('link', { name: `Inbox, ${unread.data.numUnread} unread messages` })).toHaveAttribute('href', '/inbox');
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/tools/Vendors');
    const account = screen.getByRole('button', { name: 'My account' });
    await userEvent.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/users-logout.php');
    await userEvent.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();
  });

  it('shows the vendor variant of the dropdown to a vendor', async () => {
    await logInAs('vendor');
    await mountHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'My business' }));
    expect(await screen.findByRole('link', { name: 'Edit storefront' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Favourites' })).not.toBeInTheDocument();
  });

  it("counts a vendor's pending requests (spec §6) from /emp-AdminSolicitudesPending.php, asks again after a new request, and announces the rise", async () => {
    await logInAs('vendor');
    let pending = 3;
    let asked = 0;
    server.use(
      http.get('*/emp-AdminSolicitudesPending.php', () => {
        asked += 1;
        return HttpResponse.json({ numPending: pending });
      }),
    );
    await mountHeader();
    expect(await screen.findByRole('link', { name: 'Requests, 3 pending' })).toHaveAttribute('href', '/inbox');
    expect(screen.queryByRole('link', { name: /^Inbox/ })).not.toBeInTheDocument();
    pending = 4;
    const lead = { url: '/inbox?id=9', text: 'New request from Jo', idLead: 9, id: 9, actorImgUrl: null, numUnreadMsgLead: 1 };
    await waitFor(() => expect(pushEvent('private-vendor-1000', 'lead', lead)).toBeGreaterThan(0));
    expect(await screen.findByRole('link', { name: 'Requests, 4 pending' })).toBeInTheDocument();
    expect(asked).toBe(2);
    await waitFor(() => expect(screen.getAllByRole('status').some((status) => status.textContent === 'You have 4 pending requests')).toBe(true));
    expect(await screen.findByText('New request from Jo')).toBeInTheDocument();
  });

  it("shows a vendor the site's admin actions (spec §6), as text, and counts again", async () => {
    await logInAs('vendor');
    let asked = 0;
    server.use(
      http.get('*/emp-AdminSolicitudesPending.php', () => {
        asked += 1;
        return HttpResponse.json({ numPending: 0 });
      }),
    );
    await mountHeader();
    expect(await screen.findByRole('link', { name: 'Requests' })).toBeInTheDocument();
    const text = 'Your storefront was approved <b>today</b>.';
    // Pushed until heard: the channel's listeners bind one after the other once it is subscribed.
    await waitFor(() => {
      pushEvent('private-vendor-1000', 'adminAction', { text, url: '/emp-Storefront.php' });
      expect(document.body.textContent).toContain(text);
    });
    expect(document.querySelector('b')).toBeNull();
    await waitFor(() => expect(asked).toBeGreaterThanOrEqual(2));
  });

  it("keeps a vendor's requests link, with no count, when the count cannot be had", async () => {
    await logInAs('vendor');
    server.use(http.get('*/emp-AdminSolicitudesPending.php', () => new HttpResponse(null, { status: 500 })));
    await mountHeader();
    const link = await screen.findByRole('link', { name: 'Requests' });
    expect(link).toHaveAttribute('href', '/inbox');
    expect(link.querySelector('.header-icon__badge')).toBeNull();
  });

  it('says when the dropdown cannot be loaded and loads it on retry', async () => {
    await logInAs('couple');
    server.use(http.get('*/user/menu/dropdown', () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' })));
    await mountHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'My account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The menu could not be loaded.');
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Log out' })).toBeInTheDocument();
  });

  it('sends one dropdown request for a double click, even before the answer arrives', async () => {
    await logInAs('couple');
    const release = slowDropdown();
    await mountHeader();
    const account = await screen.findByRole('button', { name: 'My account' });
    await userEvent.dblClick(account);
    await userEvent.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    release();
    expect(await screen.findByRole('link', { name: 'Log out' })).toBeInTheDocument();
    expect(requestsTo('/user/menu/dropdown')).toBe(1);
  });

  it('shows the error, not Loading…, when a slow dropdown request fails, and retries with one request', async () => {
    await logInAs('couple');
    // The request fails only once the test saw Loading…, however loaded the machine.
    const { arrived: failed, release: fail } = held();
    server.use(
      http.get('*/user/menu/dropdown', async () => {
        await failed;
        return HttpResponse.error();
      }),
    );
    await mountHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'My account' }));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('The menu could not be loaded.');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    server.resetHandlers();
    const release = slowDropdown();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Try again' }));
    release();
    expect(await screen.findByRole('link', { name: 'Log out' })).toBeInTheDocument();
    expect(requestsTo('/user/menu/dropdown')).toBe(2);
  });

  it('renders the server dropdown through the allow-list', async () => {
    await logInAs('couple');
    server.use(http.get('*/user/menu/dropdown', () => HttpResponse.html('<a href="javascript:alert(1)" onclick="steal()">Bad</a><img src=x onerror="steal()"><a href="/inbox">Inbox</a>')));
    await mountHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'My account' }));
    const bad = await screen.findByText('Bad');
    expect(bad).not.toHaveAttribute('href');
    expect(bad).not.toHaveAttribute('onclick');
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('updates the badge when a message arrives on the private channel and announces it', async () => {
    await logInAs('couple');
    const unread = await call(unreadMessages, {});
    const pending = (unread.ok ? unread.data.numUnread : 0) + 5;
    await mountHeader();
    await screen.findByRole('link', { name: /^Inbox, \d+ unread messages$/ });
    await waitFor(() => expect(pushEvent('private-user-1', 'message', { body: 'Hello!', numPending: pending })).toBeGreaterThan(0));
    expect(await screen.findByRole('link', { name: `Inbox, ${pending} unread messages` })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`You have ${pending} unread messages`));
  });

  it('keeps a pushed count when an older count request answers after it', async () => {
    await logInAs('couple');
    // The count request answers once the pushed count is on screen.
    const late = held();
    server.use(
      http.get('*/inbox/unread-count', async () => {
        await late.arrived;
        return HttpResponse.json({ numUnread: 1 });
      }),
    );
    await mountHeader();
    await waitFor(() => expect(pushEvent('private-user-1', 'message', { body: 'Hi', numPending: 42 })).toBeGreaterThan(0));
    expect(await screen.findByRole('link', { name: 'Inbox, 42 unread messages' })).toBeInTheDocument();
    // It comes now; a shown answer would take a few ms.
    late.release();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('link', { name: 'Inbox, 42 unread messages' })).toBeInTheDocument();
  });

  it('keeps nothing for each count it hears that changes nothing (a chat marking messages read all day)', async () => {
    await logInAs('couple');
    await mountHeader();
    const badge = await screen.findByRole('link', { name: /^Inbox, \d+ unread messages$/ });
    act(() => emit('inbox:unread', { numUnread: 7 }));
    await screen.findByRole('link', { name: 'Inbox, 7 unread messages' });
    // One at a time, as each mark-as-read answers.
    for (let i = 0; i < 100; i++) {
      emit('inbox:unread', { numUnread: 7 });
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    // Nothing a person sees changes: what grows is React's queue of the badge's state updates
    // (a same-value setState is kept on the hook until it renders again: react#28981), read
    // from React's fiber, as no behaviour shows it and a heap figure here would be noise.
    expect(queuedStateUpdates(badge.closest('header')!)).toBeLessThan(10);
  });

  it('costs a visitor no session check: only cookies that claim a session are verified', async () => {
    await mountHeader();
    await screen.findByRole('button', { name: 'Log in' });
    await new Promise((r) => setTimeout(r, 50));
    expect(requestsTo('/com-VerificaLayerSession.php')).toBe(0);
  });

  it('checks the session once for the page, however many headers it has', async () => {
    await logInAs('couple');
    await mountHeader(SERVER_HEADER + SERVER_HEADER.replace('<header', '<header id="second"'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'My account' })).toHaveLength(2));
    await waitFor(() => expect(requestsTo('/inbox/unread-count')).toBe(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(requestsTo('/com-VerificaLayerSession.php')).toBe(1);
  });

  it.each(MALFORMED_ID_COOKIES)('treats the cookie %s=%s as a visitor: Log in, and neither a session check nor an inbox count', async (name, value, type) => {
    document.cookie = `USER_TIPO=${type}; path=/`;
    document.cookie = `${name}=${value}; path=/`;
    await mountHeader();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(requested.filter((path) => /VerificaLayerSession|unread-count/.test(path))).toEqual([]);
  });

  it('drops a javascript: link from the menu with a console error naming it, and mounts with the others', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const menu = [
        { label: 'Vendors', url: 'javascript:void(0)', children: [{ label: 'Photographers', url: '/c/ca/wedding-photographers/6-vendors.html' }, { label: 'Sneaky', url: ' JaVaScRiPt:alert(1)' }] },
        { label: 'Bad', url: 'javascript:alert(document.cookie)' },
        { label: 'Ideas', url: '/ideas' },
      ];
      await mountHeader(`<header class="site-header" data-widget="header" data-hydrate="load"><script type="application/json">${JSON.stringify({ menu })}</script></header>`);
      const nav = screen.getByRole('navigation', { name: 'Site menu' });
      expect(within(nav).getByRole('link', { name: 'Ideas' })).toHaveAttribute('href', '/ideas');
      expect(within(nav).queryByText('Bad')).not.toBeInTheDocument();
      // The entry whose own link went keeps its label and its safe sublinks.
      expect(within(nav).queryByRole('link', { name: 'Vendors' })).not.toBeInTheDocument();
      await userEvent.click(within(nav).getByRole('button', { name: 'Vendors: more options' }));
      expect(within(nav).getByRole('link', { name: 'Photographers' })).toBeVisible();
      expect(within(nav).queryByText('Sneaky')).not.toBeInTheDocument();
      const logged = consoleError.mock.calls.map(([message]) => String(message));
      expect(logged.filter((message) => message.includes('Widget "header"') && message.includes('dropped'))).toEqual([
        expect.stringContaining('"Vendors" (javascript:void(0))'),
        expect.stringContaining('"Sneaky" ( JaVaScRiPt:alert(1))'),
        expect.stringContaining('"Bad" (javascript:alert(document.cookie))'),
      ]);
    } finally {
      consoleError.mockRestore();
    }
  });

  it("leaves a visitor's header to the server until it is touched, and mounts it with the account when a log-in elsewhere on the page changes the session", async () => {
    refreshSession();
    document.body.innerHTML =
      SITE_CONFIG + '<header class="site-header" data-widget="header" data-hydrate="interaction" data-wake-on="session"><a href="/users-login.php">Log in</a></header>';
    stop = startWidgets(document, registry);
    const header = document.querySelector('header')!;
    await waitFor(() => expect(header).toHaveAttribute('data-widget-state', 'pending'));
    await new Promise((r) => setTimeout(r, 50));
    expect(header).toHaveAttribute('data-widget-state', 'pending');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    // A heart's layer logs the couple in: the session changes on the page.
    await logInAs('couple');
    emit('auth:done', { type: 'user' });
    expect(await screen.findByRole('button', { name: 'My account' })).toBeInTheDocument();
    // The runtime marks it mounted once the render is committed: a moment after the button shows, on a busy machine.
    await waitFor(() => expect(header).toHaveAttribute('data-widget-state', 'mounted'));
  });

  it('trusts the session check over stale cookies', async () => {
    document.cookie = 'USER_ID=1; path=/';
    document.cookie = 'USER_TIPO=user; path=/';
    await mountHeader();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My account' })).not.toBeInTheDocument();
  });

  it('asks the realtime server for no channel when the session check refuses stale cookies', async () => {
    // The realtime client already compiled, as once another test or page loaded it: a
    // subscription started in passing reaches the server before the next render stops it.
    await import('pusher-js');
    const channels = recordChannelAuths();
    document.cookie = 'USER_ID=1; path=/';
    document.cookie = 'USER_TIPO=user; path=/';
    // The check answers once the account's controls are in (their unread count asked): the
    // moment the header could pair the deferred 'user' status with the refused session.
    let answer = () => {};
    server.use(http.get('*/com-VerificaLayerSession.php', () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.text('KO'))))));
    await mountHeader();
    await waitFor(() => expect(requestsTo('/inbox/unread-count')).toBe(1));
    answer();
    await screen.findByRole('button', { name: 'Log in' });
    // Long enough for a subscription started as the check answered to reach the server (it did
    // within a few ms when the header paired the deferred status with the missing id).
    await new Promise((r) => setTimeout(r, 500));
    expect(channels).toEqual([]);
  });

  it('subscribes a confirmed couple only to its own private channel', async () => {
    const channels = recordChannelAuths();
    await logInAs('couple');
    await mountHeader();
    await screen.findByRole('button', { name: 'My account' });
    await waitFor(() => expect(channels).toContain('private-user-1'));
    expect(new Set(channels)).toEqual(new Set(['private-user-1']));
  });

  it('opens a submenu after the pointer rests 300 ms, and at once from its toggle', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await mountHeader();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const toggle = screen.getByRole('button', { name: 'Vendors: more options' });
      await user.hover(screen.getByRole('link', { name: 'Vendors' }));
      act(() => vi.advanceTimersByTime(MENU_HOVER_DELAY_MS - 50));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      act(() => vi.advanceTimersByTime(100));
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'Photographers' })).toBeVisible();
      await user.unhover(screen.getByRole('link', { name: 'Vendors' }));
      act(() => vi.advanceTimersByTime(MENU_HOVER_DELAY_MS + 10));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });
});

interface Fiber {
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedState: unknown;
  stateNode: unknown;
}
interface Hook {
  queue?: { pending?: { next: unknown } | null } | null;
  next: Hook | null;
}

/** The state updates React keeps queued on the hooks of the React root mounted on `container`. */
function queuedStateUpdates(container: Element): number {
  const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  const created = (container as unknown as Record<string, Fiber>)[key!]!;
  // The root fiber of the tree on screen: the one the container was created with may be its alternate.
  const stack = [(created.stateNode as { current: Fiber }).current];
  let count = 0;
  for (let fiber = stack.pop(); fiber; fiber = stack.pop()) {
    if (fiber.child) stack.push(fiber.child);
    if (fiber.sibling) stack.push(fiber.sibling);
    for (let hook = fiber.memoizedState as Hook | null; hook && typeof hook === 'object' && 'next' in hook; hook = hook.next) {
      const last = hook.queue?.pending;
      if (!last) continue;
      for (let update = last.next; ; update = (update as { next: unknown }).next) {
        count += 1;
        if (update === last) break;
      }
    }
  }
  return count;
}
