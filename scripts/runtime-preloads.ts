import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * What scripts/php/widgets.php preloads for a page with no widget at load: the lazy runtime and
 * what it imports, from the build's manifest (none without one).
 */
export function runtimePreloads(): string[] {
  const file = join(ROOT, 'dist/.vite/manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const files: string[] = [];
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(add);
  };
  add('src/boot/runtime.ts');
  return files.map((path) => `/dist/${path}`);
}

/**
 * The page's list of the chunks of the widgets it contains, as scripts/php/widgets.php writes it
 * (src/boot/runtime.ts reads it): the `data-widget` names in `html`, from the build's
 * dist/.vite/widgets.json (nothing without a build: the dev server's runtime uses its whole table).
 */
export function widgetChunksScript(html: string): string {
  const file = join(ROOT, 'dist/.vite/widgets.json');
  if (!existsSync(file)) return '';
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const manifest = JSON.parse(readFileSync(join(ROOT, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const runtime = posix.basename(manifest['src/boot/runtime.ts']!.file, '.js');
  const listed: Record<string, string> = {};
  for (const [, name] of html.matchAll(/\bdata-widget="([\w-]+)"/g)) if (Object.hasOwn(all, name!)) listed[name!] = all[name!]!;
  return `<script type="application/json" data-widget-chunks data-runtime="${runtime}">${JSON.stringify(listed).replaceAll('<', '\\u003c')}</script>`;
}
