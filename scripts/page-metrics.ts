import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Request } from 'playwright-core';

/** What a page did from navigation until its widgets settled, read from Chromium's own observers. */
export interface PageFigures {
  /** Cumulative layout shift (shifts not caused by input). */
  cls: number;
  /** Each shift's value and the elements it moved, for a readable failure. */
  shifts: { value: number; sources: string[] }[];
  /** Largest contentful paint, ms after navigation start. */
  lcp: number;
  /** First contentful paint, ms after navigation start. */
  fcp: number;
  /** Long tasks (over 50 ms): start and duration, ms (the browser's own, parsing and layout, with JavaScript off too). */
  longTasks: { start: number; duration: number }[];
  /**
   * Long animation frames (over 50 ms) and, in each, the longest run of a bundle script
   * (Long Animation Frame attribution to /dist/, its microtasks included): ms.
   */
  frames: { start: number; duration: number; script: number }[];
  /** When the entry script was requested, ms after navigation start (undefined: not fetched). */
  entryStart: number | undefined;
  /** When the last widget mounted, ms after navigation start (undefined: none mounted). */
  mountedAt: number | undefined;
  /** Each widget's state, `name#index`. */
  widgets: Record<string, string | null>;
  /** Path of every dist/ script the page fetched, in order. */
  scripts: string[];
}

interface Recorded {
  longTasks: { start: number; duration: number }[];
  mounted: number[];
  /** Flushes long tasks observed but not delivered yet. */
  longTaskObserver: PerformanceObserver;
}

/**
 * Installed before any script of the page runs: long tasks (which Chromium does not keep for
 * later observers) and the moment each `data-widget-state` turns `mounted`.
 */
function observeInPage() {
  const rec = { longTasks: [], mounted: [] } as unknown as Recorded;
  (window as unknown as { __figures: Recorded }).__figures = rec;
  rec.longTaskObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) rec.longTasks.push({ start: entry.startTime, duration: entry.duration });
  });
  rec.longTaskObserver.observe({ type: 'longtask' });
  new MutationObserver((records) => {
    for (const r of records) if ((r.target as Element).getAttribute('data-widget-state') === 'mounted') rec.mounted.push(performance.now());
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
}

/** The requests of each recorded page still waiting for their answer. */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Resolves once the page has had no request in flight for `quietMs` (WebSockets are not
 * requests). Playwright's own `networkidle` waits 500 ms, which adds up over many pages.
 */
async function quietNetwork(page: Page, quietMs: number): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) return page.waitForLoadState('networkidle');
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() - started > 30000) throw new Error(`${page.url()}: requests still in flight after 30 s: ${[...pending].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (pending.size) quietSince = Date.now();
  }
}

/** Records the figures of every page of `target` (a page, or every page a context opens) from its first moment. */
export async function recordFigures(target: BrowserContext | Page): Promise<void> {
  if ('goto' in target) trackRequests(target);
  else target.on('page', trackRequests);
  // tsx (the bench) compiles with esbuild's keepNames, which wraps named functions in __name(),
  // here and in readFigures' evaluate(): the page gets a no-op one.
  await target.addInitScript({ content: `globalThis.__name = (fn) => fn;\n(${observeInPage.toString()})();` });
}

/**
 * Waits until the page's widgets settled: the load event, every widget mounted or failed (a
 * `visible` or `interaction` widget still pending is waiting for the visitor, not for us),
 * then no request in flight for `quietMs` (a logged-in header's account chunk and realtime).
 * It polls with plain evaluate() calls: Playwright's waitForFunction injects its own large
 * script into the page, a long task of its own in the middle of what is measured.
 * Pass `javaScript: false` for a context with JavaScript off (nothing mounts there).
 */
export async function waitForSettled(page: Page, { javaScript = true, quietMs = 250 } = {}): Promise<void> {
  await page.waitForLoadState('load');
  if (javaScript) await waitForWidgets(page);
  await quietNetwork(page, quietMs);
}

/**
 * Starts every widget still waiting for the visitor: an `interaction` one as a pointer passing
 * over it would (its chunk loads and it mounts; nothing is held or replayed, src/boot/hydrate.ts),
 * a `visible` one by scrolling it into view for two frames, then back to the top. Neither a
 * synthetic event nor scrolling is input to Chromium, so a shift their mounting caused still counts.
 */
export async function wakeWaitingWidgets(page: Page): Promise<void> {
  await page.evaluate(wakeInPage);
}

/** {@link wakeWaitingWidgets}, run in the page (any driver's evaluate: it uses nothing of this file). */
export async function wakeInPage(): Promise<void> {
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  for (const el of document.querySelectorAll('[data-widget][data-widget-state="pending"]')) {
    if (el.getAttribute('data-hydrate') === 'visible') {
      el.scrollIntoView({ block: 'center' });
      await frames();
    }
    el.dispatchEvent(new PointerEvent('pointerover'));
  }
  window.scrollTo(0, 0);
}

/** Polls (plain evaluate, see above) until every widget is mounted, failed, or waiting for the visitor. */
async function waitForWidgets(page: Page): Promise<void> {
  const settled = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-widget]')].every((el) => {
        const state = el.getAttribute('data-widget-state');
        const waitsForVisitor = ['visible', 'interaction'].includes(el.getAttribute('data-hydrate') ?? '');
        return state === 'mounted' || state === 'error' || (state === 'pending' && waitsForVisitor);
      }),
    );
  for (const started = Date.now(); !(await settled()); ) {
    if (Date.now() - started > 30000) throw new Error(`${page.url()}: the widgets did not settle within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The figures of a settled page. Layout shifts and LCP come from Chromium's buffer, read with
 * takeRecords(): that works with JavaScript off too, where no observer callback ever runs.
 */
export async function readFigures(page: Page): Promise<PageFigures> {
  return page.evaluate(() => {
    const rec = (window as unknown as { __figures?: Recorded }).__figures;
    for (const entry of rec?.longTaskObserver.takeRecords() ?? []) rec?.longTasks.push({ start: entry.startTime, duration: entry.duration });
    const buffered = (type: string) => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type, buffered: true });
      const entries = observer.takeRecords();
      observer.disconnect();
      return entries;
    };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const describe = (node: Node | null | undefined) => (node instanceof Element ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}` : String(node?.nodeName));
    const shifts = (buffered('layout-shift') as Shift[])
      .filter((entry) => !entry.hadRecentInput)
      .map((entry) => ({
        value: entry.value,
        sources: (entry.sources ?? []).map((s) => `${describe(s.node)} y ${s.previousRect.y}→${s.currentRect.y}, height ${s.previousRect.height}→${s.currentRect.height}`),
      }));
    const scripts = performance
      .getEntriesByType('resource')
      .map((r) => new URL(r.name).pathname)
      .filter((path) => /^\/(dist|static\/fe)\/.*\.js$/.test(path));
    const entry = performance.getEntriesByType('resource').find((r) => new URL(r.name).pathname.endsWith('/widgets.js'));
    return {
      cls: shifts.reduce((sum, s) => sum + s.value, 0),
      shifts,
      lcp: buffered('largest-contentful-paint').at(-1)?.startTime ?? 0,
      fcp: performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint')?.startTime ?? 0,
      longTasks: rec?.longTasks ?? [],
      frames: (buffered('long-animation-frame') as (PerformanceEntry & { scripts: { sourceURL: string; duration: number }[] })[]).map((frame) => ({
        start: frame.startTime,
        duration: frame.duration,
        script: Math.max(0, ...frame.scripts.filter((s) => /\/(dist|static\/fe)\//.test(s.sourceURL)).map((s) => s.duration)),
      })),
      entryStart: entry?.startTime,
      mountedAt: rec?.mounted.length ? Math.max(...rec.mounted) : undefined,
      widgets: Object.fromEntries([...document.querySelectorAll('[data-widget]')].map((el, i) => [`${el.getAttribute('data-widget')}#${i}`, el.getAttribute('data-widget-state')])),
      scripts,
    };
  });
}

/** Total blocking time from first paint until the widgets mounted: each long task's part over 50 ms. */
export function totalBlockingTime(figures: PageFigures): number {
  const end = figures.mountedAt ?? Infinity;
  return figures.longTasks.filter((t) => t.start + t.duration > figures.fcp && t.start < end).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
}

/** The bundle's longest script run in one frame before the page settled (0: none in a frame over 50 ms). */
export function ourLongestScript(figures: PageFigures): number {
  return Math.max(0, ...figures.frames.map((f) => f.script));
}

/** A dist/ script's gzip size as served from disk (the preview does not compress). */
export function gzipOf(servedPath: string): number {
  const file = servedPath.replace(/^\/(dist|static\/fe)\//, 'dist/');
  return gzipSync(readFileSync(new URL(`../${file}`, import.meta.url))).length;
}

/** A chunk's name without its hash (7 characters, vite.config.ts): `chunks/react-CJdTnd5.js` → `react`; the entry stays `widgets.js`. */
export function chunkName(servedPath: string): string {
  const file = basename(servedPath);
  return file === 'widgets.js' ? file : file.replace(/-[\w-]{7}\.js$/, '');
}

/**
 * The scripts that are a couple's realtime client, which loads at idle after LCP and is counted
 * apart: pusher-js's chunk, and rolldown's CommonJS helpers (pusher-js ships as CommonJS) when no
 * other script of the page imports them.
 */
export function realtimeClientNames(scripts: readonly { name: string; path: string }[]): Set<string> {
  const names = new Set(['pusher']);
  const helpers = scripts.find((script) => script.name === 'rolldown-runtime');
  if (!helpers) return names;
  const file = basename(helpers.path).replace(/[.]/g, '\\.');
  const imports = new RegExp(`import(?:\\{[^}]*\\}from|\\*as \\w+ from)?"\\./${file}"`);
  const text = (path: string) => readFileSync(new URL(`../${path.replace(/^\/(dist|static\/fe)\//, 'dist/')}`, import.meta.url), 'utf8');
  if (!scripts.some((script) => script !== helpers && script.name !== 'pusher' && imports.test(text(script.path)))) names.add('rolldown-runtime');
  return names;
}

/** The page's scripts with their gzip sizes, largest first. */
export function scriptSizes(figures: PageFigures): { name: string; path: string; gzip: number }[] {
  return [...new Set(figures.scripts)].map((path) => ({ name: chunkName(path), path, gzip: gzipOf(path) })).sort((a, b) => b.gzip - a.gzip);
}

/**
 * `path` with `?served=php`: the page as the PHP site serves it (server HTML and the one bundle
 * tag). With `pieces`, it arrives in that many pieces, as a PHP page that flushes while it
 * renders; with `drawnWhenParsed`, Chromium draws it only once it is all parsed.
 */
export function asServed(path: string, { pieces, drawnWhenParsed }: { pieces?: number; drawnWhenParsed?: boolean } = {}): string {
  const query = new URLSearchParams({ served: 'php' });
  if (pieces) query.set('pieces', String(pieces));
  if (drawnWhenParsed) query.set('hold', 'parsed');
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
