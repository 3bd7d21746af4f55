import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildPreviewScripts } from './preview-server';

const BUNDLE = fileURLToPath(new URL('../dist/widgets.js', import.meta.url));

/**
 * Once per browser run, before any file: the preview's own scripts are built into .preview/ for
 * every preview server the test files start side by side (each used to rebuild and empty it).
 * The bundle under test is the caller's to build (`npm test` runs `vite build` first).
 */
export default async function setup(): Promise<void> {
  if (!existsSync(BUNDLE)) throw new Error('dist/widgets.js is missing: run `npx vite build` before the browser tests (npm test does).');
  await buildPreviewScripts();
}
