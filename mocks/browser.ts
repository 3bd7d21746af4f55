import type { MockState } from './handlers/control';
import type { ForcedNextStep, ScenarioName } from './scenarios';
import { socialStandIn } from './social-stand-in';

/**
 * Dev-only script the preview server puts into every preview page before the bundle. Never
 * part of dist/.
 *
 * By default the whole stand-in runs in the preview server (same origin, real cookies, one
 * state for every tab, native form posts included; the Pusher stand-in on a real WebSocket of
 * the same port), so this script registers no service worker: it only adds `window.mockBackend`,
 * a handle on that backend. With `?standin=worker` in the page URL, the same HTTP handlers and
 * the Pusher stand-in also run here, behind MSW's service worker, with the backend's state in
 * this page: a widget can then be previewed on any page that loads this script, whatever serves
 * it (navigations and native form posts still reach the server).
 */

/** `window.mockBackend`: the preview's handle on the stand-in backend. */
export interface MockBackend {
  /** Resolves once the stand-in answers this page (at once, unless `?standin=worker`). */
  ready: Promise<void>;
  /** Restores the seeded data and the 'normal' scenario (POST /__mock/reset). */
  reset(): Promise<MockState>;
  /** Switches the backend's behaviour: 'normal', 'slow', 'server-error', 'offline', 'outside-hours', 'closed-hours', 'away', 'login-page', 'malformed', 'hang'. */
  scenario(name: ScenarioName): Promise<MockState>;
  /**
   * Delivers a realtime event to every subscriber of `channel`, in every tab and browser
   * context (POST /__mock/push); answers how many sockets got it.
   */
  push(channel: string, event: string, data: unknown): Promise<number>;
  /**
   * Makes every lead answer carry this nextStep until the next reset (POST /__mock/next-step);
   * leadId, userId, regionId, name and email come from the lead.
   */
  nextStep(step: ForcedNextStep): Promise<MockState>;
  /** Scenario and row counts (GET /__mock/state). */
  state(): Promise<MockState>;
  /**
   * The realtime server's outage: `{ outage: true }` drops every socket and refuses new ones
   * until `{ outage: false }` (POST /__mock/realtime); answers the sockets opened since the reset.
   */
  realtime(control: { outage?: boolean }): Promise<RealtimeStats>;
  /**
   * Deploy skew: `{ gone: true }` makes the preview server answer 404 for the bundle's lazy chunks
   * (POST /__mock/chunks), as after a deploy that removed them, until `{ gone: false }` or a reset.
   */
  chunks(control: { gone: boolean }): Promise<{ gone: boolean }>;
}

/** What POST /__mock/realtime answers. */
export interface RealtimeStats {
  outage: boolean;
  attempts: number;
  connections: number;
}

declare global {
  interface Window {
    mockBackend?: MockBackend;
  }
}

async function control<T = MockState>(path: string, body?: unknown): Promise<T> {
  const init: RequestInit =
    body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
  const response = await fetch(path, init);
  if (!response.ok) throw new Error(`${path} answered ${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

/** Which stand-in answers this page's fetches: the preview server, or this page's service worker. */
export const standIn: 'server' | 'worker' = new URLSearchParams(location.search).get('standin') === 'worker' ? 'worker' : 'server';

/** Only `?standin=worker` registers MSW's service worker (and intercepts this page's WebSockets). */
async function startWorker(): Promise<void> {
  const [{ setupWorker }, { handlers }, { pusherHandlers }] = await Promise.all([import('msw/browser'), import('./handlers'), import('./pusher')]);
  await setupWorker(...pusherHandlers, ...handlers)
    .start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } })
    // Without service workers (a plain-http LAN address is no secure context) the page still
    // boots, on the preview server's stand-in.
    .catch((error: unknown) => console.warn('[preview] The stand-in service worker did not start; the preview server answers.', error));
}

window.socialStandIn = socialStandIn;

// Set before anything is awaited, so the bundle's tag (which waits for `ready`) always finds it.
window.mockBackend = {
  ready: standIn === 'worker' ? startWorker() : Promise.resolve(),
  reset: () => control('/__mock/reset', {}),
  scenario: (name) => control('/__mock/scenario', { name }),
  push: async (channel, event, data) => (await control<{ delivered: number }>('/__mock/push', { channel, event, data })).delivered,
  nextStep: (step) => control('/__mock/next-step', step),
  state: () => control('/__mock/state'),
  realtime: (settings) => control<RealtimeStats>('/__mock/realtime', settings),
  chunks: (settings) => control<{ gone: boolean }>('/__mock/chunks', settings),
};
