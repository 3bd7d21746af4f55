import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// A path, not a URL: under happy-dom, URL is happy-dom's own class, which node:fs refuses.
const root = join(import.meta.dirname, '../..');

/**
 * Every stylesheet of the bundle as written, by path from the repository root ('/src/ui/tokens.css'):
 * those under src/ and widgets/ (fixtures/public/site.css is the fixture site's own, not ours).
 * For tests that check the CSS source itself; Vitest gives tests CSS imports as empty strings.
 */
export function bundleStylesheets(): Record<string, string> {
  const sheets: Record<string, string> = {};
  for (const folder of ['src', 'widgets']) {
    for (const file of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith('.css')) sheets[`/${folder}/${file}`] = readFileSync(join(root, folder, file), 'utf8');
    }
  }
  return sheets;
}
