// `npm run bench`: what a visitor of the PHP site gets, on a phone. Home, listing, storefront,
// lead form and inbox are each
// loaded as the PHP site serves it (`?served=php`: the server HTML and the one bundle tag, no
// preview script) on a 412 px phone viewport with 4x CPU slowdown, with and without
// JavaScript, RUNS (5) times each; the medians are printed beside the budgets of scripts/budgets.ts.
// Timings are figures to read, never test assertions. `--runs N` changes the number of runs.
import { cpus } from 'node:os';
import type { Browser } from 'playwright-core';
import { BUDGETS, BUDGET_PAGES } from './budgets';
import { launchChromium } from './chromium';
import { asServed, gzipOf, longestMountingTask, readFigures, recordFigures, scriptSizes, totalBlockingTime, waitForSettled, type PageFigures } from './page-metrics';
import { startPreview } from './preview-server';
import { measureTiles, TILE_COUNTS, type TileRun } from './tile-scaling';

const PAGES = [...BUDGET_PAGES, '/emp-Form.php?id_empresa=1000', '/inbox'];
const runsFlag = process.argv.indexOf('--runs');
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 5;
const CPU_SLOWDOWN = 4;
// A mid-range Android phone (Lighthouse's mobile profile is 412 x 823 too).
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };

interface Run {
  figures: PageFigures;
  jsGzip: number;
}

async function loadOnce(browser: Browser, url: string, javaScriptEnabled: boolean): Promise<Run> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
  const page = await context.newPage();
  await recordFigures(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  // 4x slower: a longer quiet before the page counts as settled.
  await waitForSettled(page, { javaScript: javaScriptEnabled, quietMs: 600 });
  // LCP and layout shifts are reported a frame after they happen.
  await page.waitForTimeout(300);
  // With JavaScript off, evaluate() and init scripts still run: they are the bench's, not the page's.
  const figures = await readFigures(page);
  await context.close();
  return { figures, jsGzip: scriptSizes(figures).reduce((sum, s) => sum + s.gzip, 0) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)} ms`);
const mark = (ok: boolean) => (ok ? '  ' : '✗ ');

function printPage(path: string, withJs: Run[], withoutJs: Run[]) {
  const js = median(withJs.map((r) => r.jsGzip));
  const chunks = scriptSizes(withJs[0]!.figures);
  const mounted = median(withJs.map((r) => r.figures.mountedAt ?? NaN));
  const lcp = median(withJs.map((r) => r.figures.lcp));
  const lcpNoJs = median(withoutJs.map((r) => r.figures.lcp));
  const cls = median(withJs.map((r) => r.figures.cls));
  const clsNoJs = median(withoutJs.map((r) => r.figures.cls));
  const tbt = median(withJs.map((r) => totalBlockingTime(r.figures)));
  const tbtNoJs = median(withoutJs.map((r) => totalBlockingTime({ ...r.figures, mountedAt: undefined })));
  const longest = median(withJs.map((r) => longestMountingTask(r.figures)));
  const budgetPage = (BUDGET_PAGES as readonly string[]).includes(path);
  const widgetChunks = chunks.filter((c) => !['react', 'shared', 'api', 'runtime', 'rolldown-runtime', 'widgets.js', 'pusher', 'purify.es'].includes(c.name));
  const rows: [string, string, string, string, boolean][] = [
    ['JS before interaction (gzip)', kB(js), '—', `≤ ${kB(BUDGETS.pageJsGzip)}${budgetPage ? '' : ' (home, listing, storefront)'}`, !budgetPage || js <= BUDGETS.pageJsGzip],
    ['  biggest widget chunk', widgetChunks.map((c) => `${c.name} ${kB(c.gzip)}`).join(', ') || '—', '', `≤ ${kB(BUDGETS.widgetChunkGzip)} each`, widgetChunks.every((c) => c.gzip <= BUDGETS.widgetChunkGzip)],
    ['Every widget mounted', ms(mounted), '—', `≤ ${BUDGETS.mountedMs} ms`, mounted <= BUDGETS.mountedMs],
    ['Largest contentful paint', ms(lcp), ms(lcpNoJs), `≤ no JS × ${BUDGETS.lcpOverNoJs}`, lcp <= lcpNoJs * BUDGETS.lcpOverNoJs],
    ['Cumulative layout shift', cls.toFixed(3), clsNoJs.toFixed(3), `${BUDGETS.cls}`, cls <= BUDGETS.cls],
    ['Total blocking time', ms(tbt), ms(tbtNoJs), `≤ ${BUDGETS.tbtMs} ms`, tbt <= BUDGETS.tbtMs],
    ['Longest task while mounting', ms(longest), '—', `≤ ${BUDGETS.longTaskMs} ms`, longest <= BUDGETS.longTaskMs],
  ];
  console.log(`\n${path}`);
  console.log(`  ${''.padEnd(32)}${'with JS'.padEnd(22)}${'without JS'.padEnd(14)}budget`);
  for (const [label, a, b, budget, ok] of rows) console.log(`${mark(ok)}${label.padEnd(32)}${a.padEnd(22)}${b.padEnd(14)}${budget}`);
  console.log(`  ${'chunks'.padEnd(32)}${chunks.map((c) => `${c.name} ${(c.gzip / 1024).toFixed(1)}`).join(' + ')}`);
}

/** Medians per tile count of the long listing (scripts/tile-scaling.ts). */
async function tileScaling(browser: Browser, base: string): Promise<TileRun[]> {
  const rows: TileRun[] = [];
  for (const tiles of TILE_COUNTS) {
    const runs: TileRun[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measureTiles(browser, base, tiles));
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

const preview = await startPreview({ port: 0 });
const browser = await launchChromium();
try {
  const entry = gzipOf('/dist/widgets.js');
  console.log(`npm run bench: ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim()}, Chromium ${browser.version()}`);
  console.log(`Pages as the PHP site serves them (?served=php), a 412 px phone, ${CPU_SLOWDOWN}x CPU slowdown, visitor; medians of ${RUNS} runs. ✗ marks a figure over its budget.`);
  console.log(`${mark(entry <= BUDGETS.entryGzip)}dist/widgets.js: ${entry} B gzip (budget ${BUDGETS.entryGzip} B)`);
  for (const path of PAGES) {
    const withJs: Run[] = [];
    const withoutJs: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      withJs.push(await loadOnce(browser, preview.url + asServed(path).slice(1), true));
      withoutJs.push(await loadOnce(browser, preview.url + asServed(path).slice(1), false));
    }
    printPage(path, withJs, withoutJs);
  }
  printTileScaling(await tileScaling(browser, preview.url));
  console.log('\nJS is the gzip size of every dist/ script fetched before any interaction (the preview does not compress; a PHP host would).');
  console.log('Times are ms from navigation start; total blocking time counts from first contentful paint until the last widget mounted.');
} finally {
  await browser.close();
  await preview.close();
}
