import { setupWorker } from 'msw/browser';
import type { MockState } from './handlers/control';
import { pushEvent, pusherHandlers } from './pusher';
import type { ScenarioName } from './scenarios';

/**
 * Dev-only script the preview server puts into every preview page before the bundle. Never
 * part of dist/.
 *
 * By default the HTTP stand-in runs in the preview server (same origin, real cookies, one
 * state for every tab, native form posts included) and this script adds what only the page
 * can host: the Pusher stand-in (WebSocket) and a handle on the backend. With `?standin=worker`
 * in the page URL, the same HTTP handlers also run here, behind MSW's service worker, with the
 * backend's state in this page: a widget can then be previewed on any page that loads this
 * script, whatever serves it (navigations and native form posts still reach the server).
 */

/** `window.mockBackend`: the preview's handle on the stand-in backend. */
export interface MockBackend {
  /** Resolves once the WebSocket stand-in intercepts connections. */
  ready: Promise<void>;
  /** Restores the seeded data and the 'normal' scenario (POST /__mock/reset). */
  reset(): Promise<MockState>;
  /** Switches the backend's behaviour: 'normal', 'slow', 'server-error', 'offline', 'outside-hours'. */
  scenario(name: ScenarioName): Promise<MockState>;
  /** Delivers a realtime event to this page's subscribers of `channel`; answers how many got it. */
  push(channel: string, event: string, data: unknown): number;
  /** Scenario and row counts (GET /__mock/state). */
  state(): Promise<MockState>;
}

declare global {
  interface Window {
    mockBackend?: MockBackend;
  }
}

async function control(path: string, init?: RequestInit): Promise<MockState> {
  const response = await fetch(path, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status} ${response.statusText}`);
  return (await response.json()) as MockState;
}

/** Which stand-in answers this page's fetches: the preview server, or this page's service worker. */
export const standIn: 'server' | 'worker' = new URLSearchParams(location.search).get('standin') === 'worker' ? 'worker' : 'server';

const httpHandlers = standIn === 'worker' ? (await import('./handlers')).handlers : [];
const worker = setupWorker(...pusherHandlers, ...httpHandlers);
const ready = worker
  .start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } })
  // Without service workers (a plain-http LAN address is no secure context) the page still
  // boots: HTTP is the server's anyway; only the realtime stand-in is missing.
  .then(
    () => undefined,
    (error: unknown) => console.warn('[preview] The stand-in service worker did not start; realtime events are off.', error),
  );

window.mockBackend = {
  ready,
  reset: () => control('/__mock/reset', { method: 'POST' }),
  scenario: (name) =>
    control('/__mock/scenario', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) }),
  push: (channel, event, data) => pushEvent(channel, event, data),
  state: () => control('/__mock/state'),
};
