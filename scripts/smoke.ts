import { FIXTURE_PAGES } from './budgets';
import { asServed, wakeInPage } from './page-metrics';

/**
 * The cross-engine smoke (issue 27): every fixture page, and the flows a couple meets first,
 * written once against the little of a browser they need, so the same steps run in Firefox and
 * WebKit (scripts/engines.ts, engines.engines.test.ts) and in Chromium under a strict CSP
 * (csp.browser.test.ts). Each step acts as a person does (a real click, real keys); only what a
 * driver cannot type the same way in every engine (a date input) is set by script.
 */
export interface EnginePage {
  readonly engine: string;
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page (it is sent as text: it must not use anything from this file). */
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** A real click on the element `selector` finds. */
  click(selector: string): Promise<void>;
  /** Real keystrokes into the element `selector` finds (it gets the focus first). */
  type(selector: string, text: string): Promise<void>;
  /** One key to the element with the focus. */
  press(key: SmokeKey): Promise<void>;
  /** Forgets the site's cookies: the next page is a visitor's. */
  clearCookies(): Promise<void>;
  close(): Promise<void>;
}

export type SmokeKey = 'Enter' | 'Escape' | 'ArrowDown' | 'Tab';

/** What the smoke logs in as (the stand-in's seed). */
export const SMOKE_ACCOUNTS = {
  couple: { mail: 'couple@example.com', password: 'Wedding2026!' },
} as const;

const TIMEOUT_MS = 15_000;

/** Polls `fn` in the page until it answers something truthy, across navigations; throws with `what` after 15 s. */
export async function waitFor<T, A = undefined>(page: EnginePage, what: string, fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    // A navigation under way destroys the page's context: asked again on the next page.
    const value = await page.evaluate(fn, arg).catch((error: unknown) => {
      if (Date.now() > deadline) throw error;
      return undefined;
    });
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${page.engine}: waited 15 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A selector for the first visible element matching `css` whose accessible name (aria-label, a
 * label, or its text) is `name` (or starts with it, for a name ending in …), waiting for one.
 */
export async function named(page: EnginePage, css: string, name: string): Promise<string> {
  return waitFor(page, `${css} named "${name}"`, ({ css, name }) => {
    const prefix = name.endsWith('…') ? name.slice(0, -1) : undefined;
    const nameOf = (el: Element) => {
      const labelledBy = el.getAttribute('aria-labelledby');
      if (labelledBy) return labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
      return label;
    };
    const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
    const found = [...document.querySelectorAll(css)].find((el) => {
      const text = clean(nameOf(el));
      const visible = el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
      return visible && (prefix === undefined ? text === name : text.startsWith(prefix));
    });
    if (!found) return '';
    const marks = window as { smokeMarks?: number };
    const mark = found.getAttribute('data-smoke') ?? String((marks.smokeMarks = (marks.smokeMarks ?? 0) + 1));
    found.setAttribute('data-smoke', mark);
    return `[data-smoke="${mark}"]`;
  }, { css, name });
}

/** The errors the page recorded (the preview's captureErrors script), emptied as they are read. */
export function pageErrors(page: EnginePage): Promise<string[]> {
  return page.evaluate(() => {
    const errors = (window as { __pageErrors?: string[] }).__pageErrors ?? ['the page has no error record (preview started without captureErrors)'];
    return errors.splice(0, errors.length);
  });
}

/** Every widget's state, by name and position. */
export function widgetStates(page: EnginePage): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll('[data-widget]')].map((el, i) => [`${el.getAttribute('data-widget')}#${i}`, el.getAttribute('data-widget-state') ?? 'none'])),
  );
}

/**
 * Logs the engine's session in through the stand-in's log-in action (a fetch from a page of the
 * site: its cookie is then the browser's), as the log-in form would.
 */
export async function logInAs(page: EnginePage, url: string, account: { mail: string; password: string }): Promise<void> {
  await page.goto(`${url}users-login.php?served=php`);
  const status = await page.evaluate(async ({ mail, password }) => {
    const answer = await fetch('/users-login-run.php', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' }, body: new URLSearchParams({ mail, password }) });
    return answer.status;
  }, account);
  if (status !== 200) throw new Error(`${page.engine}: log-in answered ${status}`);
}

/**
 * One fixture page: it loads, every widget reaches a state, every waiting one mounts once woken
 * (scrolled into view, or a pointer passing over it, as page-metrics.ts wakes them), and the page
 * records no error. Throws, naming the page, on anything else.
 */
export async function smokePage(page: EnginePage, url: string, path: string): Promise<void> {
  const where = `${page.engine}, ${path}`;
  await page.goto(url + asServed(path).slice(1));
  await waitFor(page, `${where}: every widget to have a state`, () => [...document.querySelectorAll('[data-widget]')].every((el) => el.hasAttribute('data-widget-state')));
  await page.evaluate(wakeInPage);
  const settled = await waitFor(page, 'mounted', () => {
    // A widget drawn after the wake (the wedding-date link an account's React header renders) is woken as the others were.
    for (const el of document.querySelectorAll('[data-widget][data-widget-state="pending"]:not([data-hydrate="visible"])')) el.dispatchEvent(new PointerEvent('pointerover'));
    return [...document.querySelectorAll('[data-widget]')].every((el) => el.getAttribute('data-widget-state') === 'mounted');
  }).then(
    () => true,
    () => false,
  );
  const states = await widgetStates(page);
  if (!settled) throw new Error(`${where}: not every widget mounted: ${JSON.stringify(states)}`);
  if (!Object.keys(states).length) throw new Error(`${where}: no widget on the page`);
  const errors = await pageErrors(page);
  if (errors.length) throw new Error(`${where}: ${errors.join(' | ')}`);
}

/** Every fixture page, one after the other in one tab, for a visitor or for the couple. */
export async function smokeEveryPage(page: EnginePage, url: string, who: 'visitor' | 'couple'): Promise<void> {
  if (who === 'couple') await logInAs(page, url, SMOKE_ACCOUNTS.couple);
  else await page.clearCookies();
  for (const path of FIXTURE_PAGES) await smokePage(page, url, path);
}

async function expectNoErrors(page: EnginePage, flow: string): Promise<void> {
  const errors = await pageErrors(page);
  if (errors.length) throw new Error(`${page.engine}, ${flow}: ${errors.join(' | ')}`);
}

/** The home page as PHP serves it, for a visitor (no cookie of an earlier step). */
async function visitorHome(page: EnginePage, url: string): Promise<void> {
  await page.clearCookies();
  await page.goto(`${url}home?served=php`);
  // Once in CI under load, WebKit's page came as the couple's of the step before (its header had
  // no Log in): the cookies' deletion seemingly reached its network process after the request.
  // Said on the log, cleared again and asked again, so the step is about what it tests.
  if (await page.evaluate(() => document.querySelector('[data-widget="account-header"]') !== null)) {
    console.warn('[smoke] the home page came as an account’s after the cookies were cleared; clearing them again');
    await page.clearCookies();
    await page.goto(`${url}home?served=php`);
  }
}

/** A visitor's tap on the header's Log in, on the home page. */
async function openTheLogInLayer(page: EnginePage, url: string): Promise<void> {
  await visitorHome(page, url);
  // Its chunks are warmed at idle after the load (the PHP helper's $warm): a preload of the
  // header's own chunk, fetched, in each engine. (That it did not run is the PHP helper test's.)
  // Chromium, with a desktop's mouse, sometimes fires a trusted pointerover at (0, 0) while the
  // page loads, wherever the driver's mouse is: the pointer resting on the header, which wakes it
  // (its code fetched and mounted), and there is then nothing left to warm. Said on the log.
  // In the page: what was seen, once warmed or woken (or `always`, to say what was seen when neither came).
  const warmed = (always?: boolean) => {
    const list = JSON.parse(document.querySelector('script[data-widget-chunks]')?.textContent ?? '{}') as { header?: string };
    const own = `/chunks/${list.header?.split(',')[0] ?? 'none'}.js`;
    const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href.endsWith(own));
    const fetched = performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(own));
    const state = document.querySelector('[data-widget="header"]')?.getAttribute('data-widget-state');
    return always || (fetched && (linked || state === 'mounted')) ? { linked, fetched, state, readyState: document.readyState } : undefined;
  };
  const seen = await waitFor(page, "the header's chunk warmed at idle after the load", warmed).catch(async (error: unknown) => {
    throw new Error(`${(error as Error).message} (${JSON.stringify(await page.evaluate(warmed, true))})`);
  });
  if (!seen?.linked) console.warn(`[smoke] ${page.engine}: the header was woken before the warm (a pointer resting on it), not warmed`);
  await page.click(await named(page, 'header a, header button', 'Log in'));
}

/** A visitor logs in through the header's layer: the header then shows the account. */
export async function logInThroughTheLayer(page: EnginePage, url: string): Promise<void> {
  await openTheLogInLayer(page, url);
  const dialog = '[role="dialog"]';
  await page.type(await named(page, `${dialog} input`, 'Email'), SMOKE_ACCOUNTS.couple.mail);
  await page.type(await named(page, `${dialog} input`, 'Password'), SMOKE_ACCOUNTS.couple.password);
  await page.click(await named(page, `${dialog} button`, 'Log in'));
  await waitFor(page, 'the layer to close', () => !document.querySelector('[role="dialog"]'));
  await named(page, 'header button', 'My account');
  await expectNoErrors(page, 'log-in through the layer');
}

/**
 * Closing the log-in layer with Escape while the caret is in its e-mail field (where the layer
 * put the focus) leaves the page where it was: WebKit scrolled to the removed modal's caret, at
 * the end of the body (issue 27). Answers the page's scroll position once the layer has gone.
 */
export async function closeTheLayerWithEscape(page: EnginePage, url: string): Promise<number> {
  await openTheLogInLayer(page, url);
  // The layer puts the focus, and so the caret, in its e-mail field.
  const email = await named(page, '[role="dialog"] input', 'Email');
  await waitFor(page, 'the focus in the e-mail field', (field) => document.activeElement === document.querySelector(field), email);
  await page.press('Escape');
  await waitFor(page, 'the layer to close', () => !document.querySelector('[role="dialog"]'));
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // WebKit's jump came about 300 ms after the layer had gone.
    await new Promise((resolve) => setTimeout(resolve, 800));
    return window.scrollY;
  });
}

/** The searcher by keyboard: a category, then a place, each chosen from its suggestions; the search lands on that listing. */
export async function searchByKeyboard(page: EnginePage, url: string): Promise<void> {
  await visitorHome(page, url);
  const what = await named(page, 'form[role="search"] input', 'Search vendors, venues or cities');
  await page.type(what, 'photo');
  await named(page, '[role="listbox"] [role="option"]', 'Photographers');
  await page.press('ArrowDown');
  await page.press('Enter');
  await waitFor(page, 'the category chosen', (field) => document.querySelector<HTMLInputElement>(field)?.value === 'Photographers', what);
  const where = await named(page, 'form[role="search"] input', 'Where');
  await page.type(where, 'San Fran');
  await named(page, '[role="listbox"] [role="option"]', 'San Francisco…');
  await page.press('ArrowDown');
  await page.press('Enter');
  await expectNoErrors(page, 'the searcher');
  await page.press('Enter');
  await waitFor(page, 'the San Francisco listing', () => location.pathname.startsWith('/c/ca/san-francisco/') && document.querySelector('h1')?.textContent?.includes('San Francisco'));
  await expectNoErrors(page, 'the searcher');
}

/** The lead form page: sent empty it says what is missing under the fields; filled, it sends. */
export async function sendALead(page: EnginePage, url: string): Promise<void> {
  await page.clearCookies();
  await page.goto(`${url}emp-Form.php?id_empresa=1000&served=php`);
  const form = 'form.lead-form';
  // Before the form is mounted, the browser's own checks answer a send (the server's required fields).
  await waitFor(page, 'the lead form mounted', () => document.querySelector('form.lead-form')?.getAttribute('data-widget-state') === 'mounted');
  await page.evaluate(() => {
    // The server fills the message in; the smoke sends the form empty.
    const message = document.querySelector<HTMLTextAreaElement>('form.lead-form textarea[name="message"]');
    if (message) message.value = '';
  });
  await page.click(await named(page, `${form} button[type="submit"]`, 'Request pricing'));
  await named(page, `${form} *`, 'Enter your full name.');
  await named(page, `${form} *`, 'You must accept the Terms of Use and privacy policy.');
  await page.type(await named(page, `${form} input`, 'Name'), 'Jordan Blake');
  await page.type(await named(page, `${form} input`, 'Email'), 'jordan.blake@example.com');
  await page.type(await named(page, `${form} input`, 'Phone'), '4155550199');
  await page.evaluate(() => {
    const date = document.querySelector<HTMLInputElement>('form.lead-form input[name="Fecha"]');
    if (!date) return;
    const day = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    date.value = day;
    date.dispatchEvent(new Event('input', { bubbles: true }));
    date.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await page.type(await named(page, `${form} input`, 'Estimated guest count'), '90');
  await page.click(await named(page, `${form} input[type="radio"]`, 'Bride or groom'));
  await page.type(await named(page, `${form} textarea`, 'Message'), 'Hello! Is our date still available for 90 guests?');
  await page.click(await named(page, `${form} input[type="checkbox"][name="legal"]`, 'I accept the Terms of use…'));
  await page.click(await named(page, `${form} button[type="submit"]`, 'Request pricing'));
  await named(page, 'body *', 'Your message has been sent');
  await expectNoErrors(page, 'the lead form');
}

/**
 * A visitor's "Request pricing" on a tile opens the vendor's lead layer, and the layer's own inline
 * script runs (spec §7: it pushes its dataLayer event), with the page's nonce under a strict CSP.
 */
export async function openALeadLayer(page: EnginePage, url: string): Promise<void> {
  // A listing's tile: the home page's vendors are sliders of cards since issue 25 (fixtures/pages/home-sliders.ts).
  await page.clearCookies();
  await page.goto(`${url}c/ca/san-francisco/wedding-venues/1-vendors.html?served=php`);
  await page.click(await named(page, 'a', 'Request pricing from Rosewood Estate'));
  await named(page, '[role="dialog"] button[type="submit"]', 'Request pricing');
  await waitFor(page, 'the layer’s script to push its event', () =>
    ((window as { dataLayer?: { event?: string; vendorId?: number }[] }).dataLayer ?? []).some((entry) => entry.event === 'leadFormShown' && entry.vendorId === 1000),
  );
  await expectNoErrors(page, 'the lead layer');
}

/** A logged-in couple opens a conversation from the chat launcher: its messages show. */
export async function openAConversation(page: EnginePage, url: string): Promise<void> {
  await logInAs(page, url, SMOKE_ACCOUNTS.couple);
  await page.goto(`${url}home?served=php`);
  await waitFor(page, 'the chat to mount', () => document.querySelector('[data-widget="chat"]')?.getAttribute('data-widget-state') === 'mounted');
  // The server's launcher (a link the script makes a button) until the tap, which brings the whole chat.
  await page.click(await named(page, '.chat-launcher', 'Chat'));
  // The first panel (no React) lists the conversations at once, and the whole chat's first
  // commit replaces it: a button found in it may be gone by the click. The choice is made in the
  // whole chat's (a choice in the first panel is handed over: scripts/chat.browser.test.ts).
  await waitFor(page, 'the whole chat', () => document.querySelector('[data-widget="chat"] button.chat-launcher') !== null);
  await page.click(await named(page, 'dialog button', 'Rosewood Estate…'));
  await waitFor(page, 'the conversation’s messages', () => document.querySelector('[role="log"]')?.textContent?.includes('June 13 is still open'));
  await expectNoErrors(page, 'the chat');
}

/** A logged-in couple saves a vendor from a listing: the heart is pressed, and still is after a reload. */
export async function saveAFavourite(page: EnginePage, url: string): Promise<void> {
  const listing = `${url}c/ca/san-francisco/wedding-photographers/6-vendors.html?served=php`;
  await logInAs(page, url, SMOKE_ACCOUNTS.couple);
  await page.goto(listing);
  const heart = await named(page, 'button[aria-pressed="false"]', 'Save…');
  const vendor = await page.evaluate((selector) => document.querySelector(selector)?.getAttribute('data-vendor-id') ?? '', heart);
  await page.click(heart);
  await waitFor(page, 'the heart pressed', (id) => document.querySelector(`button[data-vendor-id="${id}"]`)?.getAttribute('aria-pressed') === 'true', vendor);
  // The save answered before the page is left: in Firefox a navigation a few ms after the tap
  // lost the save once in CI under load, keepalive or not (the cause is not established); this
  // smoke checks the save and the reload, not a person leaving within milliseconds.
  await waitFor(page, 'the save answered', () => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/vendor/save-as-favorite') && (entry as PerformanceResourceTiming).responseEnd > 0));
  await expectNoErrors(page, 'saving a favourite');
  await page.goto(listing);
  await waitFor(page, 'the heart still pressed after a reload', (id) => document.querySelector(`button[data-vendor-id="${id}"]`)?.getAttribute('aria-pressed') === 'true', vendor);
}
