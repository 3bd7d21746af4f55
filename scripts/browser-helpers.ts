import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchChromium, type ChromiumBuild } from './chromium';
import { wakeWaitingWidgets } from './page-metrics';
import { startPreview, type Preview } from './preview-server';

const require = createRequire(import.meta.url);

/** Console errors and uncaught exceptions of a page, collected from its first moment. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/**
 * A control of the header by its name ("Log in", "Sign up"): a visitor's header is the server's
 * until it is touched, so the control is the server's link before and the widget's button after.
 */
export function headerControl(page: Page, name: string): Locator {
  const banner = page.getByRole('banner');
  return banner.getByRole('button', { name, exact: true }).or(banner.getByRole('link', { name, exact: true }));
}

/** Waits until the bundle has found the page's widgets (each has a state): a visitor's header waits for a touch. */
export async function booted(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('[data-widget]')].every((el) => el.hasAttribute('data-widget-state')), null, { timeout: 15000 });
}

/**
 * Waits for the runtime to have found every widget, scrolls through the page (so `visible` widgets come into view), wakes those that wait for an
 * interaction as a passing pointer would (nothing held or replayed), then waits for every widget to mount.
 */
export async function waitForWidgets(page: Page): Promise<Record<string, string | null>> {
  // The runtime may start after the load event (the preview's bundle tag first awaits the
  // stand-in, a service worker with ?standin=worker) and scans long pages in slices: scrolling
  // or waking before it has marked every element would wake nothing.
  await page.waitForFunction(() => [...document.querySelectorAll('[data-widget]')].every((el) => el.hasAttribute('data-widget-state')), null, { timeout: 15000 });
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await wakeWaitingWidgets(page);
  await page
    .waitForFunction(() => [...document.querySelectorAll('[data-widget]')].every((el) => el.getAttribute('data-widget-state') === 'mounted'), null, { timeout: 15000 })
    .catch(() => undefined);
  return page.evaluate(() => Object.fromEntries([...document.querySelectorAll('[data-widget]')].map((el, i) => [`${el.getAttribute('data-widget')}#${i}`, el.getAttribute('data-widget-state')])));
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core (WCAG 2 A/AA and best practices, plus WCAG 2.2's `target-size`, 2.5.8, which
 * axe leaves off by default) on the page; returns the violations, readable.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A modal fading in reads as low contrast: let running animations finish first.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, { timeout: 5000 });
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } });
    return result.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Logs a browser context in through the stand-in's log-in action, as the log-in form would
 * (its X-Requested-With post). It goes through the context's own request client, which shares
 * the context's cookies: no page has to be loaded first. Pages loaded after it are logged in.
 */
export async function logIn(target: Page | BrowserContext, baseUrl: string, mail: string, password: string): Promise<void> {
  const response = await target.request.post(`${baseUrl}users-login-run.php`, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, form: { mail, password } });
  if (response.status() !== 200) throw new Error(`log-in answered ${response.status()}`);
}

/**
 * The calls to `path` the stand-in takes from now on, on the server's side (its journal, GET
 * /__mock/received; a reset empties it): each payload as PHP reads it (strings; a list such as
 * vendorIds[0]=… as an array). Read with `await calls()`.
 */
export async function callsFrom(baseUrl: string, path: string): Promise<() => Promise<Record<string, unknown>[]>> {
  const read = async () => ((await (await fetch(`${baseUrl}__mock/received?path=${encodeURIComponent(path)}`)).json()) as { payload: Record<string, unknown> }[]).map((call) => call.payload);
  const before = (await read()).length;
  return async () => (await read()).slice(before);
}

/**
 * Restores the stand-in's seed (accounts, sessions, leads) and its 'normal' scenario, as
 * `window.mockBackend.reset()` does (POST /__mock/reset), from Node: no page has to be loaded
 * for it, so a test loads only the pages it looks at.
 */
export async function resetStandIn(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}__mock/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  if (!response.ok) throw new Error(`/__mock/reset answered ${response.status}`);
}

/**
 * Pushes a `message` event to the preview server of `page` (POST /__mock/push, what
 * window.mockBackend.push does, here from Node: a page served as PHP serves it has no
 * mockBackend) until every one of `shown` is visible, and answers how many sockets the last push
 * reached. The count alone says a socket joined the channel, not that the widget showing the
 * event listens yet: a page's chat and header share one channel, and either may join it first.
 */
export function pushUntilShown(page: Page, channel: string, data: unknown, ...shown: Locator[]): Promise<number> {
  return pushEventUntilShown(page, channel, 'message', data, ...shown);
}

/** {@link pushUntilShown} for any realtime event (a vendor's `lead` or `adminAction`). */
export async function pushEventUntilShown(page: Page, channel: string, event: string, data: unknown, ...shown: Locator[]): Promise<number> {
  const deadline = Date.now() + 15_000;
  const push = new URL('/__mock/push', page.url());
  for (;;) {
    const answer = await fetch(push, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ channel, event, data }) });
    if (!answer.ok) throw new Error(`/__mock/push answered ${answer.status}`);
    const { delivered } = (await answer.json()) as { delivered: number };
    const seen = await Promise.all(shown.map((locator) => locator.waitFor({ timeout: 200 }).then(() => true, () => false)));
    if (delivered > 0 && seen.every(Boolean)) return delivered;
    if (Date.now() > deadline) throw new Error(`${channel}: after 15 s of pushes (the last reached ${delivered} sockets), ${seen.filter((s) => !s).length} of ${shown.length} pages do not show it`);
  }
}

/**
 * Starts the preview server (production bundle, on a free port) for one test file and stops it
 * after, and gives the worker's Chromium (its contexts close after the file). Read `env.url` and
 * `env.browser` inside tests. Files run side by side, each with its own server (its own stand-in
 * backend and Pusher hub); the preview's scripts come from the global setup
 * (scripts/browser-global-setup.ts).
 *
 * The Chromium is the headless shell (scripts/chromium.ts) unless `build` says 'chromium', the
 * browser itself, which a file needs when it tests what a page runs before the first touch: the
 * headless shell's mouse rests at (0, 0), and a fresh renderer's first page gets a trusted
 * pointerover there, over the header, which wakes it as a visitor's hover would (a phone has no
 * pointer). `backForwardCache` launches it with the back/forward cache on (Playwright turns it
 * off), `cacheable` has the preview answer no-cache rather than no-store, and `csp` serves every
 * page under a strict CSP with Trusted Types (PreviewOptions).
 */
export function usePreviewInChromium({
  build = 'headless-shell',
  backForwardCache = false,
  cacheable = false,
  csp = false,
}: { build?: ChromiumBuild; backForwardCache?: boolean; cacheable?: boolean; csp?: boolean } = {}): {
  url: string;
  browser: Browser;
  allowPageErrors: (pattern: RegExp) => void;
} {
  const env = { allowPageErrors } as { url: string; browser: Browser; preview?: Preview; allowPageErrors: (pattern: RegExp) => void };
  let allowed: RegExp[] = [];
  function allowPageErrors(pattern: RegExp) {
    allowed.push(pattern);
  }
  beforeAll(async () => {
    // Under the CSP the pages also record their errors, as the cross-engine smoke reads them (scripts/smoke.ts).
    env.preview = await startPreview({ port: 0, prebuiltScripts: true, cacheable, csp, captureErrors: csp });
    env.url = env.preview.url;
    // The stand-in's data lives in the worker's process, which the files it runs share: each file
    // starts from the seed (the soak once found a conversation another file had left).
    await resetStandIn(env.url);
    env.browser = await workerChromium(build, backForwardCache);
  });
  afterEach(() => {
    const unexpected = uncaught.filter((error) => !allowed.some((pattern) => pattern.test(error)));
    uncaught.length = 0;
    allowed = [];
    // Every test fails on an uncaught exception or unhandled rejection in any page it opened,
    // whether or not it looked at the console; allowPageErrors() declares one a test provokes.
    expect(unexpected, 'uncaught errors or unhandled rejections in a page').toEqual([]);
  });
  afterAll(async () => {
    // The file's contexts go (their cookies, storage and pages); Chromium stays for the worker's next file.
    await Promise.all(env.browser?.contexts().map((context) => context.close()) ?? []);
    await env.preview?.close();
  });
  return env;
}

/** Uncaught exceptions and unhandled rejections of every page, since the last test ended. */
const uncaught: string[] = [];
const launched = new Map<string, Promise<Browser>>();

/**
 * One Chromium of each kind per worker, shared by the files it runs one after the other (the
 * browser project runs with isolate: false): a launch costs about a second of CPU, and each file
 * gets fresh contexts anyway. A Chromium that died is launched again.
 */
function workerChromium(build: ChromiumBuild, backForwardCache: boolean): Promise<Browser> {
  const kind = `${build}${backForwardCache ? ' with the back/forward cache' : ''}`;
  let browser = launched.get(kind);
  if (!browser) {
    browser = launchChromium(build, backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}).then((started) => {
      started.on('disconnected', () => launched.delete(kind));
      return watchPageErrors(started);
    });
    launched.set(kind, browser);
  }
  return browser;
}

/** Records every page's uncaught exceptions and unhandled rejections, for every page the browser opens. */
function watchPageErrors(browser: Browser): Browser {
  const watched = new WeakSet<Page>();
  const watch = (page: Page) => {
    if (watched.has(page)) return;
    watched.add(page);
    page.on('pageerror', (error) => uncaught.push(`${page.url()}: ${error.message}`));
  };
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.on('page', watch);
    return context;
  };
  browser.newPage = async (...args) => {
    const page = await newPage(...args);
    watch(page);
    return page;
  };
  return browser;
}

/**
 * Waits until `target` has the focus. Focus often moves a moment after what the test waited for:
 * Radix gives it back to the trigger in a timeout after the dialog left the DOM, and moves it
 * into a dialog in an effect after the dialog appeared.
 */
export async function expectFocused(target: Locator, message?: string): Promise<void> {
  await expect.poll(() => target.evaluate((el) => el === document.activeElement), { message, timeout: 5000 }).toBe(true);
}
