import { getSiteConfig } from './config';
import { importAgain } from './import-again';

// The page's realtime, as every widget uses it: a small front, in the chunk an account's page
// loads at once. The realtime client itself (pusher-js and the page's connection, pusher.ts)
// loads with the first subscription, tried once more when it fails (a dropped connection, a
// deploy in between); a failed load is forgotten, so the next subscription tries again.

/**
 * How the page's connection is, simplified for people: `connecting` (first connection, or
 * pusher-js trying again after a drop, with its own growing delays), `connected`, or `offline`
 * (unavailable, failed, disconnected, or no realtime at all).
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'offline';

/** Options of `subscribe`: told when the server refuses the channel (its auth answers 403). */
export interface SubscribeOptions {
  onRefused?: () => void;
  /**
   * Also hear the events of this name the channel got on this page before any listener asked
   * for them: a widget that follows the channel later than another (the chat's launcher mounts at
   * idle, the account's header at load) misses none that came meanwhile. The first such listener
   * of a channel takes them.
   */
  replay?: boolean;
}

type Client = typeof import('./pusher');

let loading: Promise<Client> | undefined;
let loaded: Client | undefined;
let saidOff = false;

/** The realtime client, or undefined (said once) when the site config has no realtime. */
function client(): Promise<Client> | undefined {
  if (getSiteConfig().pusher === undefined) {
    if (!saidOff) console.info('[widgets] Realtime is off: the site config has no "pusher" settings.');
    saidOff = true;
    return undefined;
  }
  if (!loading) {
    const current = importAgain(() => import('./pusher'));
    loading = current.then((module) => (loaded = module));
    current.catch(() => {
      if (loading && !loaded) loading = undefined;
    });
  }
  return loading;
}

/**
 * Listens to one event of a private channel (private-user-{id}, private-vendor-{id}, …).
 * Returns the function that stops listening; the channel is left when nobody listens. A
 * channel the server refuses (its auth endpoint answers 403) is reported, once, on the console.
 */
export function subscribe<T = unknown>(channelName: string, event: string, listener: (data: T) => void, options: SubscribeOptions = {}): () => void {
  // The client in: at once, as it would be itself.
  if (loaded && getSiteConfig().pusher !== undefined) return loaded.subscribe(channelName, event, listener, options);
  let stopped = false;
  let stop = () => {};
  client()?.then(
    (realtime) => {
      if (!stopped) stop = realtime.subscribe(channelName, event, listener, options);
    },
    (error: unknown) => console.error('[widgets] The realtime connection could not start.', error),
  );
  return () => {
    stopped = true;
    stop();
  };
}

/** The connection's status (ConnectionStatus): the listener gets the current one at once, then every change; the returned function stops it. */
export function watchConnection(listener: (status: ConnectionStatus) => void): () => void {
  if (loaded && getSiteConfig().pusher !== undefined) return loaded.watchConnection(listener);
  const loadingClient = client();
  if (!loadingClient) {
    listener('offline');
    return () => {};
  }
  let stopped = false;
  let stop = () => {};
  loadingClient.then(
    (realtime) => {
      if (!stopped) stop = realtime.watchConnection(listener);
    },
    () => listener('offline'),
  );
  return () => {
    stopped = true;
    stop();
  };
}

/** This page's socket id once connected (sent with a reply so the server does not echo it back to us). */
export async function realtimeSocketId(): Promise<string | undefined> {
  return loaded?.realtimeSocketId();
}

/**
 * Spec §4/§9: after 15 minutes without activity the chat disconnects. The subscriptions stay
 * registered, so `resumeRealtime()` reconnects and pusher-js joins every channel again.
 */
export function pauseRealtime(): void {
  loading?.then((realtime) => realtime.pauseRealtime(), () => undefined);
}

export function resumeRealtime(): void {
  loading?.then((realtime) => realtime.resumeRealtime(), () => undefined);
}

/** Closes the page's connection (tests, log-out). */
export async function disconnectRealtime(): Promise<void> {
  saidOff = false;
  await loaded?.disconnectRealtime();
}
