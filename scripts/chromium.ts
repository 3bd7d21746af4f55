import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

/**
 * The two builds of Debian's Chromium 156 the scripts launch; Playwright never downloads one here.
 * - `chromium` (apt-get install chromium, or CHROME_PATH): the browser itself, headless. The bench
 *   and the soak measure with it, and the tests that a page runs nothing before the first touch
 *   use it (see usePreviewInChromium in browser-helpers.ts).
 * - `headless-shell` (apt-get install chromium-headless-shell, or CHROME_HEADLESS_SHELL_PATH):
 *   the same Blink and V8 without the browser around them, Playwright's own default for headless
 *   runs. The browser suite runs on it: it costs about a third less CPU, which on this 2-core
 *   machine is a third off the suite's time.
 */
export const CHROMIUM_BUILDS = {
  chromium: { path: process.env.CHROME_PATH ?? '/usr/bin/chromium', debianPackage: 'chromium', variable: 'CHROME_PATH' },
  'headless-shell': { path: process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell', variable: 'CHROME_HEADLESS_SHELL_PATH' },
} as const;

export type ChromiumBuild = keyof typeof CHROMIUM_BUILDS;

/** Flags that keep headless Chromium quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Launches headless Chromium (the browser itself unless told), or throws with the command that
 * installs it. `options` adds to the launch (ignoreDefaultArgs: the back/forward cache test).
 */
export async function launchChromium(build: ChromiumBuild = 'chromium', options: LaunchOptions = {}): Promise<Browser> {
  const { path, debianPackage, variable } = CHROMIUM_BUILDS[build];
  if (!existsSync(path)) {
    throw new Error(`${debianPackage} is not at ${path}. Install it with: sudo apt-get update && sudo apt-get install -y ${debianPackage} (or set ${variable}).`);
  }
  return chromium.launch({ ...options, executablePath: path, args: CHROMIUM_ARGS });
}
