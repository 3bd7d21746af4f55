import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, usePreviewInChromium } from './browser-helpers';

// Issue 23 item 5: the PHP helper (scripts/php/widgets.php, shown in the README) run by a real
// `php -S` against the built dist/, as the PHP site would include the bundle.

const env = usePreviewInChromium();
const HELPER = resolve('scripts/php/widgets.php');

/** A PHP page with a strict CSP (a nonce, 'strict-dynamic'), the header mounting at load, and the helper's tags unless ?preload=0. */
const PAGE = `<?php
require ${JSON.stringify(HELPER)};
$nonce = base64_encode(random_bytes(12));
header("Content-Security-Policy: script-src 'nonce-$nonce' 'strict-dynamic'; object-src 'none'; base-uri 'none'");
// ?manifest=bare: a deploy that copied the manifest alone, without the widgets' list.
$manifest = ($_GET['manifest'] ?? '') === 'bare' ? __DIR__ . '/bare/manifest.json' : __DIR__ . '/dist/.vite/manifest.json';
// ?warm=1: the header waits for a touch (a visitor's), its chunks warmed at idle after the load.
$warm = ($_GET['warm'] ?? '0') === '1';
$tags = ($_GET['preload'] ?? '1') === '1'
    ? ($warm ? widgets_tags('/dist/', [], $nonce, $manifest, [], ['header']) : widgets_tags('/dist/', ['header'], $nonce, $manifest))
    : '<script type="module" src="/dist/widgets.js" nonce="' . $nonce . '"></script>';
// ?stale=1: the list of a page cached across a deploy names a chunk this build does not have.
if (($_GET['stale'] ?? '0') === '1') $tags = str_replace('{"header":"header-', '{"header":"gone-', $tags);
// ?runtime=old: a page cached across a deploy, its list written for another build's runtime.
if (($_GET['runtime'] ?? '') === 'old') $tags = str_replace('data-runtime="runtime-', 'data-runtime="old-', $tags);
?><!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A PHP page</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/site.css">
<?= $tags ?>
</head><body>
<header class="site-header" data-widget="header" data-hydrate="<?= $warm ? 'interaction' : 'load' ?>"><a href="/users-login.php">Log in</a> <a href="/users-signup.php">Sign up</a></header>
<main><h1>A PHP page</h1></main>
</body></html>
`;

let php: ChildProcess | undefined;
let base = '';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'php-page-'));
  symlinkSync(resolve('dist'), join(root, 'dist'));
  mkdirSync(join(root, 'bare'));
  copyFileSync(resolve('dist/.vite/manifest.json'), join(root, 'bare/manifest.json'));
  writeFileSync(join(root, 'page.php'), PAGE);
  writeFileSync(join(root, 'site.css'), 'body { font-family: sans-serif; }\n');
  const port = await freePort();
  php = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', root], { stdio: 'ignore' });
  base = `http://127.0.0.1:${port}/`;
  for (const deadline = Date.now() + 15_000; ; ) {
    const answered = await fetch(`${base}page.php`).then((response) => response.ok, () => false);
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`php -S did not answer on ${base} within 15 s (is php-cli installed?)`);
    await new Promise((r) => setTimeout(r, 100));
  }
});

afterAll(() => {
  php?.kill();
});

/**
 * The page's scripts: those the helper preloads, and each fetched script with when it started, against when the site's stylesheet had arrived.
 * `runtimeLate` holds the runtime's answer back that many ms, as a phone's round trip does: on localhost the runtime can
 * ask for the header's chunks before the helper's frame comes, and the helper then leaves them to it.
 */
async function visit(query: string, { runtimeLate = 0 } = {}) {
  const page = await env.browser.newPage();
  const errors = collectErrors(page);
  if (runtimeLate > 0) {
    await page.route(/\/dist\/chunks\/runtime-[\w-]{7}\.js$/, async (route) => {
      await new Promise((done) => setTimeout(done, runtimeLate));
      await route.continue();
    });
  }
  await page.goto(`${base}page.php${query}`);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
  const figures = await page.evaluate(() => {
    const styled = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.endsWith('/site.css'))!.responseEnd;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.startsWith('/dist/') && entry.name.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"]')];
    const preloaded = links.map((link) => new URL(link.href).pathname);
    // What the helper's script added (before itself; the runtime's own preloads go at the head's end).
    const helperScript = document.querySelector('script[data-widget-preloads]');
    const byHelper = links.filter((link) => helperScript && link.compareDocumentPosition(helperScript) & Node.DOCUMENT_POSITION_FOLLOWING);
    const kinds = Object.fromEntries(byHelper.map((link) => [new URL(link.href).pathname.replace(/^\/dist\/chunks\/|-[\w-]{7}\.js$/g, ''), `${link.rel} ${link.as} ${link.crossOrigin}`]));
    const nonces = [...document.querySelectorAll('script[src], link[rel="modulepreload"], link[rel="preload"]')].map((el) => (el as HTMLElement).nonce);
    return { styled, scripts, preloaded, kinds, nonces };
  });
  await page.close();
  return { ...figures, errors };
}

/**
 * What holds whichever of the helper and the runtime asks for a chunk first: the runtime and the header's
 * chunks are linked, each script is fetched once, every one is the entry or a listed chunk (no second wave), no error.
 */
function expectOneWaveEachOnce({ scripts, preloaded, kinds, errors }: Awaited<ReturnType<typeof visit>>): void {
  const names = preloaded.map((path) => path.replace(/^\/dist\/chunks\/|-[\w-]{7}\.js$/g, ''));
  expect(names).toEqual(expect.arrayContaining(['runtime', 'header', 'react', 'shared']));
  // The runtime fetched and compiled by the helper's modulepreload.
  expect(kinds).toMatchObject({ runtime: 'modulepreload  null' });
  expect(scripts.map((s) => s.path).filter((path, i, all) => all.indexOf(path) !== i)).toEqual([]);
  expect(scripts.map((s) => s.path).filter((path) => path !== '/dist/widgets.js' && !preloaded.includes(path))).toEqual([]);
  expect(errors).toEqual([]);
}

describe('the PHP helper, with php -S and the built dist/', () => {
  it('prints the entry and a script that preloads every chunk the header needs at the first frame: all in one wave once the stylesheet is in, none found later, under a strict CSP', async () => {
    const sent = await (await fetch(`${base}page.php`)).text();
    // No modulepreload link in the HTML: the chunks would share the first round trips with the site's stylesheet.
    expect(sent).not.toContain('<link rel="modulepreload"');
    expect(sent).toMatch(/<script type="module" data-widget-preloads nonce="[^"]+">[^<]+"\/dist\/chunks\/runtime-[\w-]{7}\.js"/);
    // The runtime's answer takes a phone's round trip: the helper's frame comes first.
    const seen = await visit('', { runtimeLate: 300 });
    const { styled, scripts, kinds, nonces } = seen;
    // Every chunk once, in one wave (every script the page fetched is the entry or one listed).
    expectOneWaveEachOnce(seen);
    // The header's chunks fetched only (a cancelled module fetch is kept as failed by Firefox, a
    // cancelled preload is not), each taken by the import that follows.
    expect(kinds).toMatchObject({ header: 'preload script anonymous', react: 'preload script anonymous' });
    // The page lists the header's chunks, so the runtime never asks for the whole table of widgets.
    expect(sent).toMatch(/<script type="application\/json" data-widget-chunks data-runtime="runtime-[\w-]{7}">\{"header":"header-[\w-]{7},[^<]+"\}<\/script>/);
    expect(scripts.filter((s) => s.path.includes('/loaders-'))).toEqual([]);
    // None of the chunks was asked for before the stylesheet had arrived (the first paint waits for it).
    expect(scripts.filter((s) => s.path !== '/dist/widgets.js' && s.start < styled)).toEqual([]);
    // The nonce is on every tag, those the script added too, and Chromium reported no CSP violation.
    expect(nonces.every((nonce) => nonce.length > 0)).toBe(true);
  });

  it("leaves a chunk the runtime has asked for already to it, where the runtime's answer is quicker than the first frame (localhost): each chunk fetched once", async () => {
    // Five visits: which of the two comes first varies from one to the next.
    for (let visitNo = 0; visitNo < 5; visitNo++) expectOneWaveEachOnce(await visit(''));
  });

  it("fetches the chunks of the widgets it warms at idle after the page's load, as preloads, without running them: their first touch fetches none of them again", async () => {
    const sent = await (await fetch(`${base}page.php?warm=1`)).text();
    const page = await env.browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${base}page.php?warm=1`);
    const header = page.locator('header[data-widget="header"]');
    // The header's own chunk, warmed once the page has loaded and is idle.
    await page.waitForFunction(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((entry) => /\/chunks\/header-[\w-]{7}\.js$/.test(entry.name) && entry.responseEnd > 0));
    const warmed = await page.evaluate(() => {
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
      const chunks = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => /\/dist\/chunks\/(header|session|use-auth-layer)-/.test(entry.name));
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].filter((link) => /\/chunks\/header-/.test(link.href));
      return { afterLoad: chunks.every((entry) => entry.startTime >= loaded), count: chunks.length, kinds: links.map((link) => `${link.rel} ${link.as} ${link.crossOrigin} ${link.nonce ? 'nonce' : ''}`) };
    });
    // Fetched after the load event, as plain preloads with the nonce, and not run: the header is still the server's.
    expect(warmed).toEqual({ afterLoad: true, count: 3, kinds: ['preload script anonymous nonce'] });
    expect(await header.getAttribute('data-widget-state')).toBe('pending');
    // The page lists the header's chunks for the runtime; nothing of it was preloaded at the first frame but the runtime.
    expect(sent).toMatch(/data-widget-chunks[^>]*>\{"header":"header-/);
    // The first touch mounts it from what was warmed: none of its chunks fetched a second time.
    await header.getByRole('link', { name: 'Log in' }).focus();
    await page.waitForFunction(() => document.querySelector('header[data-widget="header"]')?.getAttribute('data-widget-state') === 'mounted');
    const twice = await page.evaluate(() => {
      const paths = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => new URL(entry.name).pathname).filter((path) => path.startsWith('/dist/chunks/'));
      return paths.filter((path, i) => paths.indexOf(path) !== i);
    });
    expect(twice).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('without the helper, the same page finds the chunks only once the entry runs (the waterfall it saves)', async () => {
    const { scripts, errors } = await visit('?preload=0');
    // The page as PHP sends it preloads nothing (the runtime adds its own later, with the nonce).
    expect(await (await fetch(`${base}page.php?preload=0`)).text()).not.toContain('modulepreload');
    expect(scripts.filter((s) => s.path.includes('/runtime-')).length).toBe(1);
    // With no list of the page's widgets, the runtime finds the header's chunk in the whole table.
    expect(scripts.filter((s) => s.path.includes('/loaders-')).length).toBe(1);
    expect(errors).toEqual([]);
  });

  it("is what the preview writes on a page served as the PHP site serves it (the fixture site's stand-in for the helper)", async () => {
    const preloadScript = (page: string) => /<script type="module" data-widget-preloads[^>]*>[^<]*<\/script>/.exec(page)?.[0].replace(/ nonce="[^"]*"/, '').replaceAll(/\[(?:"[^"]*",?)*\]/g, '[…]');
    const helper = preloadScript(await (await fetch(`${base}page.php`)).text());
    expect(helper).toBeDefined();
    expect(preloadScript(await (await fetch(`${env.url}inbox?served=php`)).text())).toBe(helper);
  });

  it("mounts the header from the runtime's own table when the page's list names a chunk the build does not have (a page cached across a deploy)", async () => {
    const { scripts, errors } = await visit('?stale=1');
    const asked = scripts.map((s) => s.path);
    expect(asked.filter((path) => path.includes('/chunks/gone-')).length).toBeGreaterThan(0);
    expect(asked.filter((path) => path.includes('/chunks/loaders-'))).toHaveLength(1);
    // The only errors are the missing chunk's.
    expect(errors.filter((error) => !/404|gone-/.test(error))).toEqual([]);
  });

  it("ignores a list written for another build's runtime: the header mounts from the runtime's own table", async () => {
    const { scripts, errors } = await visit('?runtime=old');
    expect(scripts.filter((s) => s.path.includes('/chunks/loaders-'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("still mounts the page's widgets without the widgets' list beside the manifest (an old deploy script), through the runtime's table", async () => {
    expect(await (await fetch(`${base}page.php?manifest=bare`)).text()).toContain('<script type="application/json" data-widget-chunks data-runtime="runtime-');
    const { scripts, errors } = await visit('?manifest=bare');
    expect(scripts.filter((s) => s.path.includes('/chunks/loaders-'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('is the code the README shows', () => {
    const helper = readFileSync(HELPER, 'utf8').trim();
    expect(readFileSync(resolve('README.md'), 'utf8')).toContain(helper.replace(/^<\?php\n/, ''));
  });
});
