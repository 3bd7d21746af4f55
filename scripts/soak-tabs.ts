// What two of the soak's tabs (scripts/soak-session.ts) do in a round: the remounter takes every
// widget's HTML out and puts the server's HTML back, the logger logs out and in through the
// header. The messages are scripts/soak-messages.ts'.
import type { Page } from 'playwright-core';
import { headerControl } from './browser-helpers';
import { wakeWaitingWidgets } from './page-metrics';

/**
 * Remounter: the outermost `[data-widget]` elements of the page as the server sent them (nested
 * widgets come with their parent), read from the same URL the tab shows.
 */
export function serverWidgetHtml(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const html = await (await fetch(location.href, { credentials: 'include' })).text();
    const served = new DOMParser().parseFromString(html, 'text/html');
    return [...served.querySelectorAll('[data-widget]')].filter((el) => !el.parentElement?.closest('[data-widget]')).map((el) => el.outerHTML);
  });
}

/**
 * Remounter, one cycle: every outermost widget element is removed (the runtime unmounts its
 * roots), then the server's HTML goes back in its place as a PHP page inserts HTML later; the
 * runtime finds it, and every widget is woken and mounted again.
 */
export async function remountEveryWidget(page: Page, serverHtml: string[]): Promise<void> {
  await page.evaluate(async (htmls) => {
    const outer = [...document.querySelectorAll('[data-widget]')].filter((el) => !el.parentElement?.closest('[data-widget]'));
    if (outer.length !== htmls.length) throw new Error(`${outer.length} widgets on the page, ${htmls.length} in the server HTML`);
    const places = outer.map((el) => {
      const place = document.createComment('soak');
      el.before(place);
      el.remove();
      return place;
    });
    // The removals reach the runtime's MutationObserver (and unmount) before anything comes back.
    await new Promise((resolve) => setTimeout(resolve, 0));
    places.forEach((place, i) => {
      const template = document.createElement('template');
      template.innerHTML = htmls[i]!;
      place.replaceWith(template.content);
    });
  }, serverHtml);
  await untilMounted(page);
}

/**
 * Wakes the widgets that wait for the visitor (wakeWaitingWidgets: `visible` ones scrolled into
 * view for two frames, `interaction` ones a passing pointer) until every widget is mounted: 15 s at most.
 */
export async function untilMounted(page: Page): Promise<void> {
  const notMountedYet = () =>
    page.evaluate(() => [...document.querySelectorAll('[data-widget]')].filter((el) => el.getAttribute('data-widget-state') !== 'mounted').map((el) => `${el.getAttribute('data-widget')}: ${el.getAttribute('data-widget-state')}`));
  let notMounted = await notMountedYet();
  for (const deadline = Date.now() + 15_000; notMounted.length && Date.now() < deadline; notMounted = await notMountedYet()) {
    await wakeWaitingWidgets(page);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (notMounted.length) throw new Error(`${page.url()}: widgets not mounted after 15 s: ${notMounted.join(', ')}`);
}

/**
 * Logger, one cycle: Log out from the header's account menu (the link; the stand-in's log-out
 * lands on '/', the preview's gallery, where PHP's home is: back to `home`), the header shows
 * Log in; then Log in through the header's layer, and the header shows the couple's account.
 */
export async function logOutAndIn(page: Page, home: string, mail: string, password: string): Promise<void> {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
  await page.goto(home);
  // A visitor's header is the server's until touched: its Log in is a link, then the widget's button.
  const logIn = headerControl(page, 'Log in');
  await logIn.waitFor();
  if (await banner.getByRole('button', { name: 'My account' }).count()) throw new Error('the header still shows the account after the log-out');
  await logIn.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(mail);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await dialog.waitFor({ state: 'detached' });
  await banner.getByRole('button', { name: 'My account' }).waitFor();
  await banner.getByRole('link', { name: /^Inbox, \d+ unread messages?$/ }).waitFor();
}

/**
 * Before a measure: points at every list of vendor tiles, as a person reading it would, and
 * scrolls the page through, until two passes end with the same number of enhanced tiles. Left to
 * chance, the pointer that wakes a list reaches its enhancer only if it mounted within two
 * frames, and the tiles enhanced depend on where the page was scrolled meanwhile: one measure
 * counted four more galleries' listeners than the next.
 */
export async function engageTileLists(page: Page): Promise<void> {
  let last = -1;
  for (let pass = 0; pass < 6; pass++) {
    const count = await page.evaluate(async () => {
      const lists = document.querySelectorAll('[data-widget="vendor-tiles"]');
      if (!lists.length) return -1;
      lists.forEach((list) => list.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (let y = 0; y <= document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await frames();
      }
      window.scrollTo(0, 0);
      await frames();
      return document.querySelectorAll('[data-tile-enhanced]').length;
    });
    if (count < 0 || (count > 0 && count === last)) return;
    last = count;
  }
}
