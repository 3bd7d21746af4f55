// `npm run bench`: first figures for the budget — the entry's size, the JS each fixture page
// loads before any interaction, and the time from the entry's request until every widget of
// the page is mounted (in the preview, after the stand-in's worker is ready).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium';
import { startPreview } from './preview-server';

const PAGES = ['/home', '/c/ca/san-francisco/wedding-photographers/6-vendors.html', '/biz/rosewood-estate-1000.html', '/emp-Form.php?id_empresa=1000', '/multi-category-lead', '/tools/Vendors', '/inbox'];
const RUNS = 3;

const entry = readFileSync(new URL('../dist/widgets.js', import.meta.url));
const gzipSize = (servedPath: string) => gzipSync(readFileSync(new URL(`..${servedPath}`, import.meta.url))).length;
console.log(`dist/widgets.js: ${entry.length} B raw, ${gzipSync(entry).length} B gzip\n`);

const preview = await startPreview({ port: 0 });
const browser = await launchChromium();
console.log('page'.padEnd(60) + 'JS before interaction   widgets.js requested → all widgets mounted (median of 3)');
try {
  for (const path of PAGES) {
    const samples: { bytes: number; ms: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(preview.url + path.slice(1));
      await page.waitForFunction(() => [...document.querySelectorAll('[data-widget]')].every((el) => el.getAttribute('data-widget-state') === 'mounted'), null, { polling: 5 });
      const seen = await page.evaluate(() => {
        const scripts = performance.getEntriesByType('resource').filter((r) => /\/dist\/.*\.js$/.test(new URL(r.name).pathname));
        const entry = scripts.find((r) => r.name.endsWith('/dist/widgets.js'));
        return { files: scripts.map((r) => new URL(r.name).pathname), ms: performance.now() - (entry?.startTime ?? 0) };
      });
      samples.push({ ms: seen.ms, bytes: seen.files.reduce((sum, file) => sum + gzipSize(file), 0) });
      await context.close();
    }
    const median = <T>(xs: T[], key: (x: T) => number) => xs.map(key).sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(`${path.padEnd(60)}${`${(median(samples, (s) => s.bytes) / 1024).toFixed(1)} kB`.padEnd(24)}${median(samples, (s) => s.ms).toFixed(0)} ms`);
  }
  console.log('\nJS is the gzip size of every dist/ script the page fetched before any interaction (the preview itself does not compress).');
} finally {
  await browser.close();
  await preview.close();
}
