// The first setup file of the unit tests that share a worker process (vite.config.ts, project
// `unit`, isolate: false). Loading a fresh process with happy-dom, React and the testing
// libraries costs about a second of CPU per file; sharing it is only sound if nothing of one
// file reaches the next. So each file starts here with:
// - the product's own modules evaluated afresh (their caches, stores and "said once" flags);
//   the libraries in node_modules stay loaded, as they keep no state of ours;
// - the page as new: no timer, request or listener of an earlier file's modules, an empty
//   document at the first URL, no cookie, no storage, the real timers.
// A file that mocks modules (vi.mock, vi.doMock) or switches the process's time zone runs
// isolated instead (project `unit-isolated`): module mocks outlive a file in a shared worker.
import { vi } from 'vitest';

type Listener = [target: EventTarget, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions];

interface Shared {
  url: string;
  listeners: Listener[];
}

const key = Symbol.for('wedding-widgets.fresh-file');
const shared = ((globalThis as Record<symbol, Shared | undefined>)[key] ??= start());

/** The first file of the worker: the first URL, and a record of every listener added to window, document and broadcast channels. */
function start(): Shared {
  const state: Shared = { url: location.href, listeners: [] };
  // MSW's WebSocket links listen on one BroadcastChannel of its own (a library module, loaded
  // once per worker): each file's stand-in adds a listener there too.
  for (const target of [window, document, BroadcastChannel.prototype] as EventTarget[]) {
    const add = target.addEventListener;
    target.addEventListener = function (this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
      // A bare addEventListener() call (no receiver, in a module) adds to the window.
      if (listener) state.listeners.push([this ?? window, type, listener, options]);
      add.call(this ?? window, type, listener, options);
    };
  }
  return state;
}

vi.useRealTimers();
vi.unstubAllGlobals();
vi.resetModules();
const happyDOM = (window as unknown as { happyDOM?: { abort(): Promise<void>; setURL(url: string): void } }).happyDOM;
await happyDOM?.abort();
for (const [target, type, listener, options] of shared.listeners.splice(0)) target.removeEventListener(type, listener, options);
(document.activeElement as HTMLElement | null)?.blur?.();
happyDOM?.setURL(shared.url);
// Emptied, not replaced: the testing library's `screen` holds the body it found when first loaded.
for (const element of [document.head, document.body]) element.replaceChildren();
for (const element of [document.documentElement, document.head, document.body]) {
  while (element.attributes.length) element.removeAttribute(element.attributes[0]!.name);
}
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
localStorage.clear();
sessionStorage.clear();
