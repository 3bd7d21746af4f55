import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// A path, not a URL: under happy-dom, URL is happy-dom's own class, which node:fs refuses.
const root = join(import.meta.dirname, '..');

/**
 * The bundle's source files whose names end with one of `endings`, as written, by path from the
 * repository root ('/src/ui/tokens.css'): those under src/ and widgets/ (fixtures/public/site.css
 * is the fixture site's own, not ours). For tests that check the sources themselves: Vitest
 * gives tests CSS imports as empty strings, `?raw` ones too.
 */
export function bundleSources(...endings: string[]): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const folder of ['src', 'widgets']) {
    for (const file of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
      if (endings.some((ending) => file.endsWith(ending))) sources[`/${folder}/${file}`] = readFileSync(join(root, folder, file), 'utf8');
    }
  }
  return sources;
}

/** The fixture PHP site's own stylesheet (not the bundle's). */
export function siteStylesheet(): string {
  return readFileSync(join(root, 'fixtures/public/site.css'), 'utf8');
}

/** `css` without its comments. */
export function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}
