import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PagePreloads } from '../fixtures/pages/site';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

type Manifest = Record<string, { file: string; src?: string; imports?: string[] }>;

/** The build's manifest and widgets' list (dist/.vite/), as the PHP helper reads them; undefined without a build. */
function readBuild(): { manifest: Manifest; list: Record<string, string> } | undefined {
  const dir = join(ROOT, 'dist/.vite');
  if (!existsSync(join(dir, 'widgets.json'))) return undefined;
  const read = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown;
  return { manifest: read('manifest.json') as Manifest, list: read('widgets.json') as Record<string, string> };
}

/**
 * The widgets the PHP site names in `$warm` on every page that has them: a visitor's header,
 * whose Log in and Sign up are the first touch a visitor's page most often gets (a round trip
 * less: 767 against 959 ms to the layer ready on slow 4G and 4x CPU, 2026-12-03).
 */
export const WARM_WIDGETS = ['header'];

/**
 * What scripts/php/widgets.php preloads for a page (`html`, the fixture's server HTML): the lazy
 * runtime and what it imports (its modulepreloads), then (plain preloads) for every widget the
 * page mounts at load (`data-hydrate="load"`) its chunks as the build's dist/.vite/widgets.json
 * lists them, and its whole version (full.ts beside it) for an enhancer; then, at idle after the
 * page's load, the chunks of the page's {@link WARM_WIDGETS} not listed already; from the
 * build's manifest (none without one).
 */
export function pagePreloads(html: string): PagePreloads {
  const build = readBuild();
  if (!build) return { runtime: [], widgets: [], warm: [] };
  const { manifest, list } = build;
  const source = new Map(Object.values(manifest).flatMap((chunk) => (chunk.src ? [[chunk.file, chunk.src] as const] : [])));
  const files: string[] = [];
  const addFile = (path: string) => files.includes(path) || files.push(path);
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    addFile(chunk.file);
    chunk.imports?.forEach(add);
  };
  add('src/boot/runtime.ts');
  const runtimeFiles = files.length;
  const chunks = `${posix.dirname(manifest['src/boot/runtime.ts']!.file)}/`;
  const chunksOf = (name: string) => list[name]!.split(',').map((chunk) => `${chunks}${chunk.split('#')[0]}.js`);
  const tags = [...html.matchAll(/<[^>]*\bdata-widget="([\w-]+)"[^>]*>/g)].filter(([, name]) => Object.hasOwn(list, name!));
  for (const [tag, name] of tags) {
    if (!/\bdata-hydrate="load"/.test(tag)) continue;
    const own = chunksOf(name!);
    own.forEach(addFile);
    const module = source.get(own[0]!);
    if (module) add(`${posix.dirname(module)}/full.ts`);
  }
  const loadFiles = files.length;
  for (const [, name] of tags) if (WARM_WIDGETS.includes(name!)) chunksOf(name!).forEach(addFile);
  const urls = files.map((path) => `/dist/${path}`);
  return { runtime: urls.slice(0, runtimeFiles), widgets: urls.slice(runtimeFiles, loadFiles), warm: urls.slice(loadFiles) };
}

/**
 * The page's list of the chunks of the widgets it contains, as scripts/php/widgets.php writes it
 * (src/boot/runtime.ts reads it): the `data-widget` names in `html`, from the build's
 * dist/.vite/widgets.json (nothing without a build: the dev server's runtime uses its whole table).
 */
export function widgetChunksScript(html: string): string {
  const build = readBuild();
  if (!build) return '';
  const { manifest, list: all } = build;
  const runtime = posix.basename(manifest['src/boot/runtime.ts']!.file, '.js');
  const listed: Record<string, string> = {};
  for (const [, name] of html.matchAll(/\bdata-widget="([\w-]+)"/g)) if (Object.hasOwn(all, name!)) listed[name!] = all[name!]!;
  return `<script type="application/json" data-widget-chunks data-runtime="${runtime}">${JSON.stringify(listed).replaceAll('<', '\\u003c')}</script>`;
}
