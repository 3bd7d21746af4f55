// `npm run bench`: what a visitor of the PHP site gets, on a phone. Home, listing, storefront,
// lead form and inbox are each
// loaded as the PHP site serves it (`?served=php`: the server HTML and the one bundle tag, no
// preview script) on a 412 px phone viewport with 4x CPU slowdown, with and without
// JavaScript, RUNS (5) times each; the medians are printed beside the budgets of scripts/budgets.ts.
// Timings are figures to read, never test assertions. `--runs N` changes the number of runs.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import type { Browser, BrowserContext } from 'playwright-core';
import { BUDGETS, BUDGET_PAGES } from './budgets';
import { loaders } from '../src/boot/loaders';
import { launchChromium } from './chromium';
import { accountContext, type Who } from './fixture-pages';
import { CONTROLS, emulateSlowPhone, measureTouch, PHONE, SLOW_PHONE, type TouchRun } from './first-touch';
import { asServed, gzipOf, ourLongestScript, readFigures, realtimeClientNames, recordFigures, scriptSizes, totalBlockingTime, waitForSettled, type PageFigures } from './page-metrics';
import { startPreview } from './preview-server';
import { measureTiles, TILE_COUNTS, type TileRun } from './tile-scaling';

const PAGES = [...BUDGET_PAGES, '/emp-Form.php?id_empresa=1000', '/inbox'];
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 5;
// `--touches`: only the first-touch table.
const ONLY_TOUCHES = process.argv.includes('--touches');
// `--control TEXT`: only the controls whose name contains TEXT (with --touches, to look at one).
const controlFlag = process.argv.indexOf('--control');
const ONLY_CONTROL = controlFlag > 0 ? process.argv[controlFlag + 1]! : '';
// `--waves`: print each touch's requests, with the wave each came in.
const SHOW_WAVES = process.argv.includes('--waves');
/** `--page home`: only the pages whose path contains it (and no touches). */
const pageFlag = process.argv.indexOf('--page');
const ONLY_PAGE = pageFlag > 0 ? process.argv[pageFlag + 1]! : undefined;
/** The couple's pages: what a logged-in couple runs before the first touch (pusher-js at idle is allowed). */
const COUPLE_PAGES = [...BUDGET_PAGES, '/inbox'];

interface Run {
  figures: PageFigures;
  jsGzip: number;
}

/** `bundle: false`: the page without the bundle's tags, JavaScript on (what the browser pays for JavaScript alone). */
async function loadOnce(browser: Browser, base: string, path: string, javaScriptEnabled: boolean, who: Who = 'visitor', { bundle = true } = {}): Promise<Run> {
  const url = base + asServed(path).slice(1) + (bundle ? '' : '&bundle=none');
  const context = await accountContext(browser, base, who, { ...PHONE, javaScriptEnabled });
  const page = await context.newPage();
  await recordFigures(page);
  const cdp = await context.newCDPSession(page);
  await emulateSlowPhone(cdp);
  await page.goto(url);
  // 4x slower: a longer quiet before the page counts as settled.
  await waitForSettled(page, { javaScript: javaScriptEnabled && bundle, quietMs: 600 });
  // LCP and layout shifts are reported a frame after they happen.
  await page.waitForTimeout(300);
  // With JavaScript off, evaluate() and init scripts still run: they are the bench's, not the page's.
  const figures = await readFigures(page);
  await context.close();
  return { figures, jsGzip: scriptSizes(figures).reduce((sum, s) => sum + s.gzip, 0) };
}

/**
 * The longest task of the page, from a Chromium trace (no observer runs without JavaScript), with
 * JavaScript on or off: off, it is the browser's own parsing, styling, layout and paint of the
 * server's HTML. Runs of their own, so the trace weighs on no figure of the other runs, and one
 * instrument for both columns.
 */
async function longestTaskTraced(browser: Browser, base: string, path: string, who: Who, javaScriptEnabled: boolean): Promise<TracedTasks> {
  return traceLongestTask(browser, await accountContext(browser, base, who, { ...PHONE, javaScriptEnabled }), base + asServed(path).slice(1), javaScriptEnabled);
}

async function traceLongestTask(browser: Browser, context: BrowserContext, url: string, javaScriptEnabled: boolean): Promise<TracedTasks> {
  const page = await context.newPage();
  await recordFigures(page);
  const cdp = await context.newCDPSession(page);
  await emulateSlowPhone(cdp);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
  await page.goto(url);
  await waitForSettled(page, { javaScript: javaScriptEnabled, quietMs: 600 });
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  const main = trace.traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = (e: TraceEvent) => main.some((m) => m.pid === e.pid && m.tid === e.tid);
  const events = trace.traceEvents.filter((e) => e.ph === 'X' && onMain(e));
  const tasks = events.filter((e) => e.name === 'RunTask');
  // The first contentful paint: before it there is nothing on screen to touch.
  const painted = trace.traceEvents.find((e) => e.name === 'firstContentfulPaint' && onMain(e))?.ts ?? 0;
  return { any: longestOf(tasks, events), afterPaint: longestOf(tasks.filter((t) => t.ts >= painted), events) };
}

/** The longest of `tasks`, with what it was when it is over the budget. */
function longestOf(tasks: TraceEvent[], events: TraceEvent[]): TracedTask {
  const longest = tasks.reduce<TraceEvent | undefined>((a, b) => ((b.dur ?? 0) > (a?.dur ?? 0) ? b : a), undefined);
  const duration = (longest?.dur ?? 0) / 1000;
  if (!longest) return { ms: 0, kind: '' };
  if (duration <= BUDGETS.longTaskMs) return { ms: duration, kind: '' };
  return { ms: duration, kind: kindOf(longest, events) };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** The longest task of a load, and the longest from the first contentful paint on (when a person can touch). */
interface TracedTasks {
  any: TracedTask;
  afterPaint: TracedTask;
}

interface TracedTask {
  ms: number;
  /** What the task spent most of its time on (TASK_KINDS), when it is over the budget. */
  kind: string;
}

/**
 * The floor: the longest task of a page of one paragraph, with no stylesheet and no script, on
 * this machine and at this CPU slowdown (medians of RUNS). It is the browser's commit of the
 * navigation (creating the document and its parser), which every page pays before its first byte
 * is parsed, with or without the bundle.
 */
async function floorTask(browser: Browser): Promise<TracedTask> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head><body><p>One paragraph.</p></body></html>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const runs: TracedTask[] = [];
    for (let run = 0; run < RUNS; run++) runs.push((await traceLongestTask(browser, await browser.newContext({ ...PHONE, javaScriptEnabled: false }), url, false)).any);
    return medianTask(runs);
  } finally {
    server.close();
  }
}

/** The work a long task is made of, by the trace events inside it. */
const TASK_KINDS: [string, RegExp][] = [
  ["the navigation's commit", /^DocumentLoader::(CommitNavigation|StartLoadingResponse|CreateParserPostCommit)$/],
  ['script', /^(EvaluateScript|v8\.evaluateModule|v8\.compileModule|v8\.compile|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|RunMicrotasks|XHRReadyStateChange)$/],
  ['parsing', /^(ParseHTML|ParseAuthorStyleSheet)$/],
  ['style and layout', /^(UpdateLayoutTree|Layout|RecalculateStyles|ScheduleStyleRecalculation)$/],
  ['paint', /^(Paint|PrePaint|PaintImage|Layerize|Commit|Decode Image|ImageDecodeTask)$/],
];

/**
 * The kind of work that took most of `task`: script (whoever's), parsing, style and layout, or
 * paint, or committing the navigation; "browser" when none of them is a third of it.
 */
function kindOf(task: TraceEvent, events: TraceEvent[]): string {
  const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0));
  // Only the outermost event of a kind counts (a Layout inside a script's forced layout is the script's).
  // Of two with the same span, the first in the trace is the outer one.
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
  const contains = (o: TraceEvent, oi: number, e: TraceEvent, ei: number) => o.ts <= e.ts && end(o) >= end(e) && (o.ts < e.ts || end(o) > end(e) || oi < ei);
  const outermost = inside.filter((e, ei) => !inside.some((o, oi) => oi !== ei && contains(o, oi, e, ei) && TASK_KINDS.some(([, re]) => re.test(o.name))));
  const totals = TASK_KINDS.map(([kind, re]) => [kind, outermost.filter((e) => re.test(e.name)).reduce((sum, e) => sum + (e.dur ?? 0), 0)] as const);
  const [kind, time] = totals.reduce((a, b) => (b[1] > a[1] ? b : a));
  return time >= (task.dur ?? 0) / 3 ? kind : 'browser';
}

/** The realtime client's gzip bytes among the page's scripts (a couple's, loaded at idle): pusher-js and the CommonJS helpers only it imports. */
const pusherGzip = (figures: PageFigures) => {
  const scripts = scriptSizes(figures);
  const apart = realtimeClientNames(scripts);
  return scripts.filter((s) => apart.has(s.name)).reduce((sum, s) => sum + s.gzip, 0);
};
/** The run whose longest task is the median one, with what that task was. */
const medianTask = (runs: TracedTask[]) => [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)} ms`);
const mark = (ok: boolean) => (ok ? '  ' : '✗ ');

function printPage(title: string, withJs: Run[], withoutJs: Run[], noBundle: Run[], who: Who, tasks: { withJs: TracedTasks[]; withoutJs: TracedTasks[]; floor: number }) {
  const path = title.replace(/ \(.*\)$/, '');
  // A couple's realtime client (pusher-js) loads at idle after LCP: counted apart.
  const js = median(withJs.map((r) => r.jsGzip - (who === 'couple' ? pusherGzip(r.figures) : 0)));
  const chunks = scriptSizes(withJs[0]!.figures);
  // Undefined when no widget's moment came at load: every one waits for a touch.
  const mountedRuns = withJs.flatMap((r) => (r.figures.mountedAt === undefined ? [] : [r.figures.mountedAt]));
  const mounted = mountedRuns.length ? median(mountedRuns) : undefined;
  const lcp = median(withJs.map((r) => r.figures.lcp));
  const lcpNoJs = median(withoutJs.map((r) => r.figures.lcp));
  const lcpNoBundle = median(noBundle.map((r) => r.figures.lcp));
  const times = (a: number, b: number) => `${ms(a)} (${(a / b).toFixed(2)} ×)`;
  const cls = median(withJs.map((r) => r.figures.cls));
  const clsNoJs = median(withoutJs.map((r) => r.figures.cls));
  const tbt = median(withJs.map((r) => totalBlockingTime(r.figures)));
  const tbtNoJs = median(withoutJs.map((r) => totalBlockingTime({ ...r.figures, mountedAt: undefined })));
  const longestRun = medianTask(tasks.withJs.map((t) => t.any));
  const longestRunNoJs = medianTask(tasks.withoutJs.map((t) => t.any));
  const afterPaint = medianTask(tasks.withJs.map((t) => t.afterPaint));
  const afterPaintNoJs = medianTask(tasks.withoutJs.map((t) => t.afterPaint));
  const described = (task: TracedTask) => ms(task.ms) + (task.kind ? ` (${task.kind})` : '');
  const longest = longestRun.ms;
  const longestNoJs = longestRunNoJs.ms;
  const ours = median(withJs.map((r) => ourLongestScript(r.figures)));
  const budgetPage = (BUDGET_PAGES as readonly string[]).includes(path);
  // A widget's own chunk (the one its loader imports), as the build's rule counts them.
  const widgetChunks = chunks.filter((c) => Object.hasOwn(loaders, c.name));
  const rows: [string, string, string, string, boolean][] = [
    ['JS before the first touch (gzip)', kB(js), '—', `≤ ${kB(BUDGETS.pageJsTargetGzip)}${who === 'couple' ? ' + pusher-js' : ''}${budgetPage ? '' : ' (aim)'}`, js <= BUDGETS.pageJsTargetGzip],
    ['  biggest widget chunk', widgetChunks.map((c) => `${c.name} ${kB(c.gzip)}`).join(', ') || '—', '', `≤ ${kB(BUDGETS.widgetChunkGzip)} each`, widgetChunks.every((c) => c.gzip <= BUDGETS.widgetChunkGzip)],
    ['Every widget mounted', mounted === undefined ? 'none before a touch' : ms(mounted), '—', `≤ ${BUDGETS.mountedMs} ms`, mounted === undefined || mounted <= BUDGETS.mountedMs],
    ['Largest contentful paint', times(lcp, lcpNoJs), ms(lcpNoJs), `≤ no JS × ${BUDGETS.lcpOverNoJs}`, lcp <= lcpNoJs * BUDGETS.lcpOverNoJs],
    // The same page with JavaScript on but none of the bundle: the part of the gap that is the
    // browser's own (a script context), not ours. Read, not a budget.
    ['  JS on, without the bundle', ms(lcpNoBundle), '', `with JS: ${(lcp / lcpNoBundle).toFixed(2)} × this (what the bundle adds)`, true],
    ['Cumulative layout shift', cls.toFixed(3), clsNoJs.toFixed(3), `${BUDGETS.cls}`, cls <= BUDGETS.cls],
    ['Total blocking time', ms(tbt), ms(tbtNoJs), `≤ ${BUDGETS.tbtMs} ms`, tbt <= BUDGETS.tbtMs],
    // The browser's own tasks (committing the navigation, parsing, styling and laying out the
    // server's HTML) are there with JavaScript off too, and vary run to run by up to 15% here: the
    // bundle answers for script, and for rendering beyond that spread (a mount's layout).
    ['Longest task, any', described(longestRun), described(longestRunNoJs), `≤ ${BUDGETS.longTaskMs} ms, or no script and ≤ 1.15 × without JS`, longest <= BUDGETS.longTaskMs || (longestRun.kind !== 'script' && longest <= 1.15 * Math.max(longestNoJs, tasks.floor))],
    // Item 3 of issue 23, from when there is something on screen to touch (Lighthouse's window for
    // total blocking time): a task over 50 ms there is a touch answered late.
    ['Longest task after first paint', described(afterPaint), described(afterPaintNoJs), `≤ ${BUDGETS.longTaskMs} ms`, afterPaint.ms <= BUDGETS.longTaskMs],
    ['Our longest script in a frame', ms(ours), '—', `≤ ${BUDGETS.longTaskMs} ms`, ours <= BUDGETS.longTaskMs],
  ];
  console.log(`\n${title}`);
  console.log(`  ${''.padEnd(32)}${'with JS'.padEnd(30)}${'without JS'.padEnd(30)}budget`);
  for (const [label, a, b, budget, ok] of rows) console.log(`${mark(ok)}${label.padEnd(32)}${a.padEnd(30)}${b.padEnd(30)}${budget}`);
  console.log(`  ${'chunks'.padEnd(32)}${chunks.map((c) => `${c.name} ${(c.gzip / 1024).toFixed(1)}`).join(' + ')}`);
}

/** Medians per tile count of the long listing (scripts/tile-scaling.ts). */
async function tileScaling(browser: Browser, base: string): Promise<TileRun[]> {
  const rows: TileRun[] = [];
  for (const tiles of TILE_COUNTS) {
    const runs: TileRun[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A run that times out (5,000 tiles on a busy machine) is reported and left out, as a touch's is.
      try {
        runs.push(await measureTiles(browser, base, tiles));
      } catch (error) {
        console.error(`  ${tiles} tiles: run ${run + 1} failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    if (!runs.length) continue;
    const mid = (key: keyof TileRun) => median(runs.map((r) => r[key]));
    rows.push({ tiles, longestScriptAtLoad: mid('longestScriptAtLoad'), longestScriptInUse: mid('longestScriptInUse'), longestTaskAtLoad: mid('longestTaskAtLoad'), enhanced: mid('enhanced'), perTileMs: mid('perTileMs') });
  }
  return rows;
}

function printTileScaling(rows: TileRun[]) {
  console.log(`\nThe listing with N tiles (?tiles=N), first touch then 8 screens scrolled; medians of ${RUNS} runs`);
  console.log(`  ${'tiles'.padEnd(8)}${'enhanced'.padEnd(10)}${'ms per tile'.padEnd(13)}${'our longest script: load'.padEnd(26)}${'in use'.padEnd(10)}longest task at load (any, parsing N tiles included)`);
  for (const r of rows) {
    const ok = r.longestScriptInUse <= BUDGETS.longTaskMs && r.longestScriptAtLoad <= BUDGETS.longTaskMs;
    console.log(`${mark(ok)}${String(r.tiles).padEnd(8)}${String(r.enhanced).padEnd(10)}${r.perTileMs.toFixed(2).padEnd(13)}${ms(r.longestScriptAtLoad).padEnd(26)}${ms(r.longestScriptInUse).padEnd(10)}${ms(r.longestTaskAtLoad)}`);
  }
  console.log('  Our longest script: the longest run of a bundle script in one frame (Long Animation Frame attribution).');
}

/** Medians of RUNS first touches on each control (scripts/first-touch.ts). */
async function firstTouches(browser: Browser, base: string): Promise<[string, TouchRun][]> {
  const rows: [string, TouchRun][] = [];
  for (const control of CONTROLS.filter((c) => c.name.includes(ONLY_CONTROL))) {
    const runs: TouchRun[] = [];
    for (let run = 0; run < RUNS; run++) {
      try {
        const touch = await measureTouch(browser, base, control);
        runs.push(touch);
        if (SHOW_WAVES) console.log(`  ${control.name}, run ${run + 1}: ${touch.requests.map((r) => `${r.wave}:${r.at}ms ${r.url}`).join('\n    ')}`);
      } catch (error) {
        console.error(`  ${control.name}: run ${run + 1} failed: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    if (!runs.length) continue;
    const mid = (key: Exclude<keyof TouchRun, 'requests'>) => median(runs.map((r) => r[key]));
    rows.push([`${control.name} (${control.who}, ${control.path})`, { response: mid('response'), ready: mid('ready'), worstEvent: mid('worstEvent'), chunks: mid('chunks'), waves: mid('waves'), requests: [] }]);
  }
  return rows;
}

function printFirstTouches(rows: [string, TouchRun][]) {
  console.log(`\nThe first touch on each control (a tap after the page settled); medians of ${RUNS} runs`);
  console.log(`  ${'control'.padEnd(72)}${'response'.padEnd(10)}${'ready'.padEnd(10)}${'worst event'.padEnd(13)}chunks in waves`);
  for (const [name, r] of rows) {
    const ok = r.response <= BUDGETS.touchResponseMs && r.ready <= BUDGETS.touchReadyMs && r.worstEvent <= BUDGETS.inpMs;
    console.log(`${mark(ok)}${name.padEnd(72)}${ms(r.response).padEnd(10)}${ms(r.ready).padEnd(10)}${ms(r.worstEvent).padEnd(13)}${r.chunks} in ${r.waves}`);
  }
  console.log(`  Budgets: a visible response within ${BUDGETS.touchResponseMs} ms, ready within ${BUDGETS.touchReadyMs} ms, no event over ${BUDGETS.inpMs} ms to its next paint.`);
  console.log('  Response: the first frame after a change in the page (a busy mark, a state, the dialog), or ready if nothing changed before.');
}

const preview = await startPreview({ port: 0, compress: true });
const browser = await launchChromium();
try {
  const entry = gzipOf('/dist/widgets.js');
  const network = `slow 4G (${SLOW_PHONE.latency} ms round trip, ${((SLOW_PHONE.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbps down)`;
  console.log(`npm run bench: ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim()}, Chromium ${browser.version()}`);
  console.log(`Pages as the PHP site serves them (?served=php), a 412 px phone, ${network}, ${SLOW_PHONE.cpuSlowdown}x CPU slowdown; medians of ${RUNS} runs. ✗ marks a figure over its budget.`);
  console.log(`${mark(entry <= BUDGETS.entryGzip)}dist/widgets.js: ${entry} B gzip (budget ${BUDGETS.entryGzip} B)`);
  const floor = ONLY_TOUCHES ? { ms: 0, kind: '' } : await floorTask(browser);
  if (!ONLY_TOUCHES) console.log(`  The floor: a page of one paragraph, no stylesheet, no script: longest task ${ms(floor.ms)}${floor.kind ? ` (${floor.kind})` : ''}, which no page can go under here.`);
  const pages = (ONLY_TOUCHES ? [] : [...PAGES.map((path) => [path, 'visitor'] as const), ...COUPLE_PAGES.map((path) => [path, 'couple'] as const)]).filter(([path]) => path.includes(ONLY_PAGE ?? ''));
  for (const [path, who] of pages) {
    const withJs: Run[] = [];
    const withoutJs: Run[] = [];
    const noBundle: Run[] = [];
    const tasks = { withJs: [] as TracedTasks[], withoutJs: [] as TracedTasks[], floor: floor.ms };
    // One load first, not counted: the preview renders a page's first request cold (hundreds of ms).
    await loadOnce(browser, preview.url, path, true, who);
    for (let run = 0; run < RUNS; run++) {
      // With and without JS take turns at going first, so neither always follows the traced runs.
      const first = run % 2 === 0;
      withJs.push(...(first ? [await loadOnce(browser, preview.url, path, true, who)] : []));
      withoutJs.push(await loadOnce(browser, preview.url, path, false, who));
      withJs.push(...(first ? [] : [await loadOnce(browser, preview.url, path, true, who)]));
      noBundle.push(await loadOnce(browser, preview.url, path, true, who, { bundle: false }));
      tasks.withJs.push(await longestTaskTraced(browser, preview.url, path, who, true));
      tasks.withoutJs.push(await longestTaskTraced(browser, preview.url, path, who, false));
    }
    printPage(`${path} (${who})`, withJs, withoutJs, noBundle, who, tasks);
  }
  if (ONLY_PAGE === undefined) printFirstTouches(await firstTouches(browser, preview.url));
  if (!ONLY_TOUCHES && ONLY_PAGE === undefined) printTileScaling(await tileScaling(browser, preview.url));
  console.log('\nJS is the gzip size of every dist/ script fetched before any interaction; the preview sends them gzip-compressed, as a PHP host does.');
  console.log('Times are ms from navigation start; total blocking time counts from first contentful paint until the last widget mounted.');
} finally {
  await browser.close();
  await preview.close();
}
