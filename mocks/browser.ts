import { setupWorker } from 'msw/browser';
import type { MockState } from './handlers/control';
import { pushEvent, pusherHandlers } from './pusher';
import type { ScenarioName } from './scenarios';

/**
 * Dev-only script the preview server puts into every preview page before the bundle. The
 * HTTP stand-in runs in the preview server (same origin, real cookies); this adds what only
 * the page can host, the Pusher stand-in (WebSocket), and a console/test handle on the backend.
 * Never part of dist/.
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

const worker = setupWorker(...pusherHandlers);
// HTTP goes to the preview server itself: the worker only hosts the WebSocket stand-in.
const ready = worker
  .start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } })
  .then(() => undefined);

window.mockBackend = {
  ready,
  reset: () => control('/__mock/reset', { method: 'POST' }),
  scenario: (name) =>
    control('/__mock/scenario', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) }),
  push: (channel, event, data) => pushEvent(channel, event, data),
  state: () => control('/__mock/state'),
};
