import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFavourite } from '../../mocks/db';
import { server } from '../../mocks/node';
import { accounts, logInAs, useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { resetSiteConfig } from '../../src/lib/config';
import { removeCookie } from '../../src/lib/cookies';
import { emit } from '../../src/lib/events';
import { refreshSession } from '../../src/state/session';
import { uiMessages } from '../../src/ui/messages';
import { favouriteMessages } from './messages';

useMockBackend();

const COUPLE = accounts.couple.userId;
/** Not among the seeded couple's favourites; Rosewood Estate (1000) is. */
const BLUEBELL = { id: 1001, name: 'Bluebell Photography' };
const ROSEWOOD = { id: 1000, name: 'Rosewood Estate' };

/** A heart as the PHP pages print it: a toggle button in the GET form that works without JavaScript. */
function heart(vendor: { id: number; name: string }, { pressed = false, source = 'listing' } = {}): string {
  const fields = pressed
    ? `<input type="hidden" name="id_empresa" value="${vendor.id}">`
    : `<input type="hidden" name="vendorId" value="${vendor.id}"><input type="hidden" name="insertSource" value="${source}">`;
  return `<form method="get" action="${pressed ? '/tools/VendorsDelete' : '/vendor/save-as-favorite'}">${fields}<button type="submit" data-widget="favourite-button" data-hydrate="interaction" data-vendor-id="${vendor.id}" data-insert-source="${source}" aria-pressed="${pressed}" aria-label="Save ${vendor.name}"><svg aria-hidden="true"></svg></button></form>`;
}

/** A listing tile and the storefront heading of the same vendor, each with its heart. */
function twoHeartsOf(vendor: { id: number; name: string }, pressed = false): string {
  return `<ul><li class="vendor-tile">${heart(vendor, { pressed })}<h3><a href="/biz/${vendor.id}.html">${vendor.name}</a></h3></li></ul>
<div class="storefront__heading"><h1>${vendor.name}</h1>${heart(vendor, { pressed, source: 'storefront' })}</div>`;
}

let page: HTMLElement | undefined;
let stop = () => {};

/** Puts the server HTML in the page and boots the widgets, as the bundle's script tag does. */
function openPage(html: string): HTMLElement[] {
  page = document.createElement('main');
  page.innerHTML = html;
  document.body.append(page);
  stop = startWidgets(document, registry);
  return within(page).getAllByRole('button', { name: /^Save / });
}

/** The requests the stand-in received in this test, `METHOD /path`. */
let requested: string[] = [];
const record = ({ request }: { request: Request }) => void requested.push(`${request.method} ${new URL(request.url).pathname}`);
const requestsTo = (path: string) => requested.filter((r) => r === `GET ${path}`).length;

/** The boot finished with a heart: mounted (its click replayed, if any). */
const hydrated = (button: HTMLElement) => waitFor(() => expect(button).toHaveAttribute('data-widget-state', 'mounted'));

beforeEach(() => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) removeCookie(name);
  refreshSession();
  resetSiteConfig();
  requested = [];
  server.events.on('request:start', record);
});

afterEach(async () => {
  server.events.removeListener('request:start', record);
  emit('modals:close', {});
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // Toasts outlive a test (6 s): the next one must not read this one's.
  for (const dismiss of screen.queryAllByRole('button', { name: uiMessages.dismissToast })) await userEvent.click(dismiss);
  await waitFor(() => expect(screen.queryAllByRole('button', { name: uiMessages.dismissToast })).toEqual([]));
  stop();
  page?.remove();
  vi.restoreAllMocks();
});

describe('the favourite heart, for a couple', () => {
  beforeEach(async () => {
    await logInAs('couple');
    refreshSession();
  });

  it('saves the vendor on the first click, given before its code loaded, and removes it on the second', async () => {
    const [tileHeart] = openPage(heart(BLUEBELL));
    const user = userEvent.setup();
    // The scanner marks it a moment after the boot: it reads the page in slices of a few ms, later under load.
    await waitFor(() => expect(tileHeart).toHaveAttribute('data-widget-state', 'pending'));
    const submits = vi.fn((event: Event) => event.preventDefault());
    page?.addEventListener('submit', submits);

    await user.click(tileHeart as HTMLElement);
    await waitFor(() => expect(isFavourite(COUPLE, BLUEBELL.id)).toBe(true));
    expect(tileHeart).toHaveAttribute('aria-pressed', 'true');
    expect(tileHeart).toHaveAttribute('data-widget-state', 'mounted');
    expect(requestsTo('/vendor/save-as-favorite')).toBe(1);

    await user.click(tileHeart as HTMLElement);
    await waitFor(() => expect(isFavourite(COUPLE, BLUEBELL.id)).toBe(false));
    expect(tileHeart).toHaveAttribute('aria-pressed', 'false');
    expect(requestsTo('/tools/VendorsDelete')).toBe(1);
    // Neither click left the page through the no-JavaScript form.
    expect(submits).not.toHaveBeenCalled();
    expect(requested.filter((r) => r.startsWith('GET ') && !r.endsWith('/com-VerificaLayerSession.php'))).toEqual(['GET /vendor/save-as-favorite', 'GET /tools/VendorsDelete']);
  });

  it('sends the save and the removal with keepalive, so a heart tapped as the person leaves the page is still saved', async () => {
    // What the page asks of the browser's fetch (happy-dom's Request drops keepalive, so the
    // stand-in cannot see it): the calls still go through, the spy only reads them.
    const fetches = vi.spyOn(window, 'fetch');
    const [tileHeart] = openPage(heart(BLUEBELL));
    const user = userEvent.setup();
    await user.click(tileHeart as HTMLElement);
    await waitFor(() => expect(isFavourite(COUPLE, BLUEBELL.id)).toBe(true));
    await user.click(tileHeart as HTMLElement);
    await waitFor(() => expect(isFavourite(COUPLE, BLUEBELL.id)).toBe(false));
    const toggles = fetches.mock.calls.filter(([url]) => /save-as-favorite|VendorsDelete/.test(String(url)));
    expect(toggles.map(([, init]) => init?.keepalive)).toEqual([true, true]);
  });

  it("keeps every copy of the vendor's heart in step, the ones not hydrated yet too", async () => {
    const [tileHeart, headingHeart] = openPage(twoHeartsOf(ROSEWOOD, true)) as [HTMLElement, HTMLElement];
    const user = userEvent.setup();

    await user.click(headingHeart);
    await waitFor(() => expect(isFavourite(COUPLE, ROSEWOOD.id)).toBe(false));
    expect(headingHeart).toHaveAttribute('aria-pressed', 'false');
    expect(tileHeart).toHaveAttribute('aria-pressed', 'false');
    expect(tileHeart).toHaveAttribute('data-widget-state', 'pending');

    await user.click(tileHeart);
    await waitFor(() => expect(isFavourite(COUPLE, ROSEWOOD.id)).toBe(true));
    expect(tileHeart).toHaveAttribute('aria-pressed', 'true');
    expect(headingHeart).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes two quick clicks as two toggles, one after the other', async () => {
    const [tileHeart] = openPage(heart(BLUEBELL)) as [HTMLElement];
    // Hovering starts the load; the clicks come once it is mounted.
    await userEvent.hover(tileHeart);
    await hydrated(tileHeart);
    tileHeart.click();
    tileHeart.click();
    await waitFor(() => expect(requestsTo('/tools/VendorsDelete')).toBe(1));
    expect(requestsTo('/vendor/save-as-favorite')).toBe(1);
    expect(isFavourite(COUPLE, BLUEBELL.id)).toBe(false);
    expect(tileHeart).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' })],
    ['a network error', () => HttpResponse.error()],
  ])('goes back and says the vendor could not be saved after %s', async (_, answer) => {
    server.use(http.get('*/vendor/save-as-favorite', answer));
    const [tileHeart, headingHeart] = openPage(twoHeartsOf(BLUEBELL)) as [HTMLElement, HTMLElement];

    await userEvent.click(tileHeart);
    expect(await screen.findByText(favouriteMessages.saveFailed)).toBeInTheDocument();
    expect(tileHeart).toHaveAttribute('aria-pressed', 'false');
    expect(headingHeart).toHaveAttribute('aria-pressed', 'false');
    expect(isFavourite(COUPLE, BLUEBELL.id)).toBe(false);
  });

  it('stays saved and says so when the removal fails', async () => {
    server.use(http.get('*/tools/VendorsDelete', () => new HttpResponse(null, { status: 500 })));
    const [tileHeart] = openPage(heart(ROSEWOOD, { pressed: true })) as [HTMLElement];

    await userEvent.click(tileHeart);
    expect(await screen.findByText(favouriteMessages.removeFailed)).toBeInTheDocument();
    expect(tileHeart).toHaveAttribute('aria-pressed', 'true');
    expect(isFavourite(COUPLE, ROSEWOOD.id)).toBe(true);
  });
});

describe('the favourite heart, for a visitor', () => {
  it('opens the sign-up layer, and once the visitor logs in through it saves the vendor and presses both hearts', async () => {
    const [tileHeart, headingHeart] = openPage(twoHeartsOf(BLUEBELL)) as [HTMLElement, HTMLElement];
    const user = userEvent.setup();
    // After the log-in the page is asked again (src/flows/auth/hearts-after-auth.ts): printed
    // before this save, it says unsaved; the heart toggled here keeps what the person did.
    server.use(http.get(location.href, () => HttpResponse.html(twoHeartsOf(BLUEBELL))));

    await user.click(tileHeart);
    const signup = await screen.findByRole('dialog', { name: 'Sign up' });
    expect(tileHeart).toHaveAttribute('aria-pressed', 'false');
    await user.click(await within(signup).findByRole('link', { name: 'Log in' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(await within(login).findByLabelText('Email'), accounts.couple.mail);
    await user.type(within(login).getByLabelText('Password'), accounts.couple.password);
    await user.click(within(login).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(isFavourite(COUPLE, BLUEBELL.id)).toBe(true));
    expect(tileHeart).toHaveAttribute('aria-pressed', 'true');
    expect(headingHeart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo('/vendor/save-as-favorite')).toBe(1);
  });

  it('saves nothing when the visitor closes the layer', async () => {
    const [tileHeart] = openPage(heart(BLUEBELL)) as [HTMLElement];
    const user = userEvent.setup();

    await user.click(tileHeart);
    const signup = await screen.findByRole('dialog', { name: 'Sign up' });
    // Escape is heard once the layer has taken the focus (a loaded machine renders it before that).
    await waitFor(() => expect(signup).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tileHeart).toHaveAttribute('aria-pressed', 'false');
    expect(requestsTo('/vendor/save-as-favorite')).toBe(0);
  });

  it('asks for log-in when the cookies claim a session the session check does not confirm', async () => {
    document.cookie = 'USER_ID=1; path=/';
    document.cookie = 'USER_TIPO=user; path=/';
    refreshSession();
    const [tileHeart] = openPage(heart(BLUEBELL)) as [HTMLElement];

    await userEvent.click(tileHeart);
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    expect(requestsTo('/com-VerificaLayerSession.php')).toBe(1);
    expect(requestsTo('/vendor/save-as-favorite')).toBe(0);
  });
});

describe('the favourite heart, for a visitor inside the native app (spec §6: the app’s layer, where enabled)', () => {
  const BROWSER_UA = navigator.userAgent;
  const asked: { action: string; requestId: string; vendorId: number }[] = [];
  /** The app's web view (iOS): its User-Agent token, and its bridge, which answers as `answer` says. */
  function insideTheApp(answer: 'log-in' | 'close' | 'no-bridge') {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: `${BROWSER_UA} EverwedApp/ios` });
    if (answer === 'no-bridge') return;
    (window as unknown as Record<string, unknown>).webkit = {
      messageHandlers: {
        everwed: {
          postMessage: (message: { action: string; requestId: string; vendorId: number }) => {
            asked.push(message);
            // The app's own layer: the person logs in (the app sets the web view's session) or closes it.
            void (answer === 'log-in' ? logInAs('couple') : Promise.resolve()).then(() =>
              (window as unknown as { everwedBridge?: { answer(id: string, answer: unknown): void } }).everwedBridge?.answer(message.requestId, { loggedIn: answer === 'log-in' }),
            );
          },
        },
      },
    };
  }
  beforeEach(() => {
    asked.length = 0;
    writeSiteConfig({ features: { appFavouritesLayer: true } });
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: BROWSER_UA });
    delete (window as unknown as Record<string, unknown>).webkit;
    document.head.querySelector('script[data-site-config]')?.remove();
    resetSiteConfig();
  });

  it('asks the app’s own log-in layer, not the web’s; once the person is in, the vendor is saved and every heart shows the account’s saved vendors', async () => {
    insideTheApp('log-in');
    // The page as the server prints it for the account: vendor 1003 is among the couple's
    // favourites (and no other test of this file toggles it: a vendor toggled on the page keeps its state).
    const saved = { id: 1003, name: 'a vendor the couple saved' };
    server.use(http.get(location.href, () => HttpResponse.html(heart(BLUEBELL) + heart(saved, { pressed: true }))));
    const [tileHeart, savedHeart] = openPage(heart(BLUEBELL) + heart(saved)) as [HTMLElement, HTMLElement];
    await userEvent.click(tileHeart);
    await waitFor(() => expect(isFavourite(COUPLE, BLUEBELL.id)).toBe(true));
    expect(asked).toEqual([{ action: 'favouritesLogin', requestId: expect.any(String), vendorId: BLUEBELL.id }]);
    expect(tileHeart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(savedHeart).toHaveAttribute('aria-pressed', 'true'), { timeout: 5000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves nothing when the person closes the app’s layer', async () => {
    insideTheApp('close');
    const [tileHeart] = openPage(heart(BLUEBELL)) as [HTMLElement];
    await userEvent.click(tileHeart);
    await waitFor(() => expect(asked).toHaveLength(1));
    await waitFor(() => expect(tileHeart).not.toHaveAttribute('aria-busy'));
    expect(requestsTo('/vendor/save-as-favorite')).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gets the web’s sign-up layer from an app without the bridge', async () => {
    insideTheApp('no-bridge');
    const [tileHeart] = openPage(heart(BLUEBELL)) as [HTMLElement];
    await userEvent.click(tileHeart);
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });
});

describe('bad server HTML', () => {
  it('leaves a heart whose vendor id is not a positive integer as the server wrote it, naming the widget', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // No form around it here: the click released to the server HTML must not navigate the test page.
    const [broken] = openPage('<button type="button" data-widget="favourite-button" data-vendor-id="0" aria-pressed="false" aria-label="Save Nobody"></button>') as [HTMLElement];
    await userEvent.click(broken);
    await waitFor(() => expect(broken).toHaveAttribute('data-widget-state', 'error'));
    expect(errors.mock.calls.some(([message]) => String(message).includes('Widget "favourite-button" not mounted: bad props'))).toBe(true);
  });
});
