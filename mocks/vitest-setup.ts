import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { unmountUiHosts } from '../src/ui/host/mount-host';
import { installConsoleGuard } from './console-guard';
// DOMPurify on happy-dom needs two standard behaviours happy-dom lacks (browsers have them).
import './happy-dom-fixes';

// First, so its afterEach runs after every other one: an undeclared console.error or
// console.warn fails the test that printed it (see expectConsole in mocks/console-guard.ts).
installConsoleGuard();

// happy-dom's XMLHttpRequest lacks the readyState constants (happy-dom #2096); pusher-js's
// channel auth waits for DONE and would never complete without them.
const states = { UNSENT: 0, OPENED: 1, HEADERS_RECEIVED: 2, LOADING: 3, DONE: 4 } as const;
for (const [name, value] of Object.entries(states)) {
  if (!(name in XMLHttpRequest.prototype)) Object.defineProperty(XMLHttpRequest.prototype, name, { value });
}

// findBy*/waitFor give up after this long: they return as soon as what they wait for is
// there, and a loaded machine (two cores, Chromium beside, or a second \`npm test\`) can need
// over 5 s to compile a first chunk. vitest's own vi.waitFor keeps its 1 s unless told: each
// use passes { timeout: 15_000 } (one failed in CI while a lazy module compiled).
configure({ asyncUtilTimeout: 15000 });

afterEach(() => {
  cleanup();
});

// The modal and toast hosts outlive a test (they are the page's); they go with the file, before
// its window closes: the toast region's settle timer fired into a closed window under load.
afterAll(() => {
  unmountUiHosts();
});
