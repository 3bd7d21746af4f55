// The first touch on each control a visitor or a couple meets first, for `npm run bench`: a
// page as the PHP site serves it on a 412 px phone, slow 4G and 4x CPU (the same as the pages'
// rows), then one tap. Figures to read, never asserted.
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { accountContext } from './fixture-pages';
import { asServed, waitForSettled } from './page-metrics';

/** Lighthouse's mobile profile: slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up) and 4x CPU. */
export const SLOW_PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuSlowdown: 4 };
/** A mid-range Android phone (Lighthouse's mobile profile is 412 x 823 too). */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };

/** Puts a page on SLOW_PHONE's network and CPU (CDP). */
export async function emulateSlowPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW_PHONE.latency, downloadThroughput: SLOW_PHONE.downloadThroughput, uploadThroughput: SLOW_PHONE.uploadThroughput });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

export interface Control {
  name: string;
  who: 'visitor' | 'couple';
  path: string;
  /** The element tapped. */
  target: (page: Page) => Locator;
  /** In the page: whether the control is ready to use (its dialog's first field, its menu…). */
  ready: string;
}

const dialogField = (field: string) => `() => [...document.querySelectorAll('[role="dialog"]')].some((d) => d.querySelector('${field}')?.checkVisibility?.())`;
/** A dialog with a visible field labelled `label` (a lead form's Name). */
const dialogLabelled = (label: string) =>
  `() => [...document.querySelectorAll('[role="dialog"] label')].some((l) => l.textContent.trim().replace(/\\s*\\*$/, '') === '${label}' && l.control?.checkVisibility?.())`;

export const CONTROLS: Control[] = [
  { name: 'header: Log in', who: 'visitor', path: '/home', target: (p) => p.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }), ready: dialogField('input[type="email"]') },
  { name: 'header: Sign up', who: 'visitor', path: '/home', target: (p) => p.getByRole('banner').getByRole('link', { name: 'Sign up', exact: true }), ready: dialogField('input[type="email"]') },
  { name: 'header: account menu', who: 'couple', path: '/home', target: (p) => p.getByRole('banner').getByRole('button', { name: 'My account' }).or(p.getByRole('banner').getByRole('link', { name: 'My account' })), ready: `() => !!document.querySelector('header .account-menu__content a')` },
  // On a phone the field opens the searcher's modal ('Start your search'): ready once its field has the focus.
  { name: 'searcher field', who: 'visitor', path: '/home', target: (p) => p.getByRole('search', { name: 'Search vendors' }).first().locator('input:not([type="hidden"])').first(), ready: `() => !!document.activeElement?.closest('[role="dialog"].phone-searcher')?.querySelector('input[type="search"]') && document.activeElement.matches('input[type="search"]')` },
  { name: 'storefront: Request pricing form, first field', who: 'visitor', path: '/biz/rosewood-estate-1000.html', target: (p) => p.locator('[data-widget="lead-form"]').first().locator('input:not([type="hidden"])').first(), ready: `() => !!document.activeElement?.closest('[data-widget="lead-form"][data-widget-state="mounted"]')` },
  { name: 'tile: Request pricing', who: 'visitor', path: '/c/ca/san-francisco/wedding-photographers/6-vendors.html', target: (p) => p.getByRole('link', { name: /^Request pricing from / }).first(), ready: dialogLabelled('Name') },
  { name: 'heart', who: 'couple', path: '/c/ca/san-francisco/wedding-photographers/6-vendors.html', target: (p) => p.getByRole('region', { name: 'Results' }).getByRole('button', { name: /^Save /, pressed: false }).first(), ready: `() => !!document.querySelector('[data-touched] [aria-pressed="true"], [aria-pressed="true"][data-touched]')` },
  { name: 'chat launcher', who: 'couple', path: '/home', target: (p) => p.getByRole('complementary', { name: 'Chat' }).getByRole('button', { name: 'Chat', exact: true }).or(p.getByRole('complementary', { name: 'Chat' }).getByRole('link', { name: 'Chat', exact: true })), ready: `() => !!document.querySelector('dialog.chat-panel[open] .chat-menu')` },
  { name: 'deal tooltip', who: 'visitor', path: '/c/ca/san-francisco/wedding-photographers/6-vendors.html', target: (p) => p.getByRole('region', { name: 'Results' }).getByRole('link', { name: /^Deal from / }).first(), ready: `() => !!document.querySelector('[role="tooltip"]')?.textContent` },
];

export interface TouchRun {
  /** Tap to the first frame showing a change (a state, a busy mark, the dialog): ms. */
  response: number;
  /** Tap to the frame where the control is ready to use: ms. */
  ready: number;
  /** The longest event of the interaction (Event Timing: handler + next paint), ms. */
  worstEvent: number;
  /** dist/ scripts requested after the tap, and how many waves (requests started after the last one's answer). */
  chunks: number;
  waves: number;
  /** The requests themselves: wave, start after the tap (ms), file name. */
  requests: { wave: number; at: number; url: string }[];
}

/**
 * `page.goto(url)`; if the page's load never comes (seen once in a full suite run: the test's
 * 120 s passed in goto), an error naming its readyState and the requests still out.
 */
async function loadNamingWhatIsOut(page: Page, url: string, name: string): Promise<void> {
  const out = new Set<string>();
  const track = (request: { url: () => string }) => out.add(request.url());
  const done = (request: { url: () => string }) => out.delete(request.url());
  page.on('request', track);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  try {
    await page.goto(url, { timeout: 90000 });
  } catch (error) {
    const state = await page.evaluate(() => document.readyState).catch(() => 'unknown');
    throw new Error(`${name}: the page did not load (readyState ${state}); requests still out: ${[...out].join(', ') || 'none'}`, { cause: error });
  } finally {
    page.off('request', track);
    page.off('requestfinished', done);
    page.off('requestfailed', done);
  }
}

/**
 * In the page, from the first moment: the tap's time (the first trusted pointerdown), the first
 * animation frame after a DOM change that is not the runtime's own bookkeeping, the frame the
 * control is ready, and the Event Timing entries.
 */
function watchTouch() {
  const w = window as unknown as { __touch: { at?: number; changed?: number; ready?: number; events: number[] }; __readyCheck?: () => boolean };
  w.__touch = { events: [] };
  addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isTrusted || w.__touch.at !== undefined) return;
      w.__touch.at = event.timeStamp;
      (event.target as Element | null)?.closest('[data-widget]')?.setAttribute('data-touched', '');
      new MutationObserver((records, observer) => {
        if (records.every((r) => r.type === 'attributes' && (r.attributeName === 'data-widget-state' || r.attributeName === 'data-touched'))) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.__touch.changed ??= performance.now()));
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const check = () => {
        if (w.__readyCheck?.()) w.__touch.ready = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (w.__touch.at !== undefined && entry.startTime >= w.__touch.at - 1) w.__touch.events.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

export async function measureTouch(browser: Browser, base: string, control: Control): Promise<TouchRun> {
  const context = await accountContext(browser, base, control.who, PHONE);
  const page = await context.newPage();
  await page.addInitScript({ content: `globalThis.__name = (fn) => fn;\n(${watchTouch.toString()})();\nwindow.__readyCheck = ${control.ready};` });
  const cdp = await context.newCDPSession(page);
  await emulateSlowPhone(cdp);
  await loadNamingWhatIsOut(page, base + asServed(control.path).slice(1), control.name);
  await waitForSettled(page, { quietMs: 600 });
  const target = control.target(page);
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const requests: { url: string; start: number; end?: number }[] = [];
  // Each request's browser timings, once its response is done: the waves are read from them.
  const timings: Promise<unknown>[] = [];
  // The bundle's scripts and the calls it makes (a layer's HTML): the waves count both.
  page.on('request', (request) => {
    const bundle = new URL(request.url()).pathname.startsWith('/dist/');
    if (!bundle && !['fetch', 'xhr'].includes(request.resourceType())) return;
    const entry = { url: request.url(), start: Date.now() } as { url: string; start: number; end?: number };
    requests.push(entry);
    // A request still out when the page closes never answers: it counts, with no end. When it
    // is done, its start and end are the browser's own (Resource Timing), not when this process
    // heard of them: on a loaded machine these events come late and out of step, and two calls
    // asked for together had looked a wave apart.
    timings.push(request
      .response()
      .then(async (response) => {
        entry.end = Date.now();
        await response?.finished();
        const timing = request.timing();
        if (timing.startTime > 0 && timing.responseEnd >= 0) Object.assign(entry, { start: timing.startTime, end: timing.startTime + timing.responseEnd });
      })
      .catch(() => undefined));
  });
  const tappedAt = Date.now();
  await target.tap();
  await page.waitForFunction(() => (window as unknown as { __touch: { ready?: number } }).__touch.ready !== undefined, null, { timeout: 20000, polling: 100 });
  await page.waitForTimeout(500);
  const touch = await page.evaluate(() => (window as unknown as { __touch: { at: number; changed?: number; ready: number; events: number[] } }).__touch);
  // On a loaded machine the last (largest) response's events come late: without its browser
  // timings it kept this process's own start, tens of ms late, and React once counted a wave late.
  await Promise.race([Promise.allSettled(timings), page.waitForTimeout(10_000)]);
  await context.close();
  // Waves: a request is one wave after the latest wave of the requests answered before it
  // started (it may have been found in their code); requests started together are one wave.
  const wave = new Map<(typeof requests)[number], number>();
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    const before = requests.filter((other) => other.end !== undefined && other.end <= request.start && wave.has(other));
    wave.set(request, 1 + Math.max(0, ...before.map((other) => wave.get(other)!)));
  }
  const waves = Math.max(0, ...wave.values());
  return {
    response: Math.min(touch.changed ?? Infinity, touch.ready) - touch.at,
    ready: touch.ready - touch.at,
    worstEvent: Math.max(0, ...touch.events),
    chunks: requests.filter((r) => new URL(r.url).pathname.startsWith('/dist/')).length,
    waves,
    requests: [...wave].map(([r, n]) => ({ wave: n, at: r.start - tappedAt, url: r.url.replace(/^https?:\/\/[^/]+\/(dist\/)?/, '') })),
  };
}
