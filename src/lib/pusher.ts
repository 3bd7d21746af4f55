import Pusher from 'pusher-js';
import type { ChannelAuthorizationHandler } from 'pusher-js';
import { getSiteConfig } from './config';
import type { ConnectionStatus, SubscribeOptions } from './realtime';

// The realtime client: pusher-js (CommonJS, wrapped here by rolldown's interop) and the page's one
// connection, its channels and listeners. It loads with the first subscription, at idle after
// LCP on an account's page, through realtime.ts, the small front every widget imports.

let client: Promise<Pusher> | undefined;
/** The connection `client` gave, once it did (closeWhileHidden), and whether pagehide and pageshow are watched. */
let open: Pusher | undefined;
let watchingPage = false;
let saidOff = false;
/** Listeners per channel, so a channel is left only when its last listener goes. */
const listeners = new Map<string, number>();

/** Where pusher-js connects: the site config's `pusher`, its defaults filled in. */
export interface PusherSettings {
  key: string;
  host?: string;
  port?: number;
  forceTLS: boolean;
  cluster: string;
  authEndpoint: string;
}

/**
 * The site config's `pusher` (no default: a page without it has no realtime; the preview's pages
 * point it at the stand-in the preview server hosts; without `host`, pusher-js uses Pusher's own
 * host for the cluster). Read by hand, with the checks a schema would make (a wrong field is
 * reported with its path, and realtime is then off): an account's page follows its channel
 * before any touch, without zod's engine. Undefined when absent or invalid.
 */
export function readPusherConfig(value: unknown): PusherSettings | undefined {
  if (value === undefined) return undefined;
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  const issues: string[] = [];
  const text = (field: string, optional: boolean) => {
    const v = raw?.[field];
    if (v === undefined && optional) return undefined;
    if (typeof v !== 'string' || !v) issues.push(`${field}: expected a non-empty string`);
    return v as string;
  };
  const key = text('key', false);
  const host = text('host', true);
  const port = raw?.port;
  if (port !== undefined && !(typeof port === 'number' && Number.isSafeInteger(port) && port > 0)) issues.push('port: expected a positive integer');
  const forceTLS = raw?.forceTLS ?? true;
  if (typeof forceTLS !== 'boolean') issues.push('forceTLS: expected a boolean');
  const cluster = raw?.cluster ?? 'mt1';
  if (typeof cluster !== 'string') issues.push('cluster: expected a string');
  const authEndpoint = raw?.authEndpoint ?? '/pusher/pusherAuth.php';
  if (typeof authEndpoint !== 'string') issues.push('authEndpoint: expected a string');
  if (!raw || issues.length) {
    console.error('[widgets] The site config’s pusher is invalid; it is ignored.', raw ? issues : ['(pusher): expected an object']);
    return undefined;
  }
  return { key: key as string, ...(host !== undefined ? { host } : {}), ...(port !== undefined ? { port: port as number } : {}), forceTLS: forceTLS as boolean, cluster: cluster as string, authEndpoint: authEndpoint as string };
}

/**
 * Spec §7 pusherAuth, posted as pusher-js would (form-encoded socket_id and channel_name), but
 * with the session's cookies when the endpoints are on another origin: pusher-js's own XHR
 * sends none there, and the server then refuses every channel.
 */
function authorizeAt(endpoint: string): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    fetch(endpoint, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
      body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Unable to retrieve auth string from channel-authorization endpoint - received status: ${response.status} from ${endpoint}.`);
        return (await response.json()) as { auth: string };
      })
      .then(
        (data) => callback(null, data),
        (error: Error) => callback(error, null),
      );
  };
}

/**
 * One Pusher connection per page, created on first use from the site config, in a task after
 * the one that ran pusher-js's module (the two together were one long task).
 */
function connect(settings: PusherSettings, endpointBase: string): Promise<Pusher> {
  client ??= new Promise((resolve) => setTimeout(() => resolve(0), 0)).then(
    () =>
      new Pusher(settings.key, {
        cluster: settings.cluster,
        wsHost: settings.host,
        wsPort: settings.port,
        wssPort: settings.port,
        forceTLS: settings.forceTLS,
        enabledTransports: settings.forceTLS ? ['wss'] : ['ws'],
        disableStats: true,
        // Spec §9: realtime activity 120000 ms, pong 30000 ms, unavailable 10000 ms.
        activityTimeout: 120000,
        pongTimeout: 30000,
        unavailableTimeout: 10000,
        channelAuthorization: { customHandler: authorizeAt(endpointBase.replace(/\/+$/, '') + settings.authEndpoint) },
      }),
  );
  const current = client;
  watchPage();
  current.then(closeWhileHidden).catch(() => {
    if (client === current) client = undefined;
  });
  return current;
}

/**
 * A page with an open connection is kept out of the back/forward cache (Chromium:
 * WebSocketUsedWithCCNS), and one in it would miss what is pushed meanwhile. So the connection
 * closes when the page is hidden for good or into the cache (pagehide), and opens again when the
 * cache restores it (pageshow, persisted); pusher-js then joins every channel again. A connection
 * closed already (the chat's idle pause) stays closed. Two listeners for the page's life, on
 * whichever connection is the page's now.
 */
function closeWhileHidden(pusher: Pusher): void {
  open = pusher;
  // Hidden while pusher-js was still coming (a page left right after its first subscription): closed now, opened on the restore.
  if (hidden) {
    reopen = pusher;
    pusher.disconnect();
  }
}

/** Whether the page is hidden (pagehide until pageshow), and the connection to open again on a restore. */
let hidden = false;
let reopen: Pusher | undefined;

/** Watches pagehide and pageshow from the first connection asked for, before pusher-js is in. */
function watchPage(): void {
  if (watchingPage || typeof window === 'undefined') return;
  watchingPage = true;
  window.addEventListener('pagehide', () => {
    hidden = true;
    reopen = open && ['connected', 'connecting', 'initialized'].includes(open.connection.state) ? open : undefined;
    reopen?.disconnect();
  });
  window.addEventListener('pageshow', (event) => {
    hidden = false;
    if (event.persisted && reopen && reopen === open) reopen.connect();
    reopen = undefined;
  });
}

/** The page's realtime settings, or undefined (said once) when the site config has none. */
function settings(): { pusher: PusherSettings; endpointBase: string } | undefined {
  const pusher = readPusherConfig(getSiteConfig().pusher);
  if (pusher) return { pusher, endpointBase: getSiteConfig().endpointBase };
  if (!saidOff) console.info('[widgets] Realtime is off: the site config has no "pusher" settings.');
  saidOff = true;
  return undefined;
}

/** Channels whose refusal is on the console already: pusher-js asks again after each reconnect. */
const reported = new Set<string>();


/** What each channel heard before a `replay` listener took it (at most 20 events), and its recorder. */
const unheard = new Map<string, { events: { event: string; data: unknown }[]; keep: (event: string, data: unknown) => void }>();

/**
 * Listens to one event of a private channel (private-user-{id}, private-vendor-{id}, …).
 * Returns the function that stops listening; the channel is left when nobody listens. A
 * channel the server refuses (its auth endpoint answers 403) is reported, once, on the console.
 */
export function subscribe<T = unknown>(channelName: string, event: string, listener: (data: T) => void, options: SubscribeOptions = {}): () => void {
  const config = settings();
  if (!config) return () => {};
  let stopped = false;
  let stop = () => {};
  connect(config.pusher, config.endpointBase)
    .then((pusher) => {
      if (stopped) return;
      const existing = pusher.channel(channelName);
      // subscribe() even when the channel exists: when its last listener left while its auth was
      // in flight, pusher-js only marked the subscription cancelled and drops the channel once
      // the server confirms it; subscribe() takes it back (an existing subscription stays as is).
      const channel = pusher.subscribe(channelName);
      // Reported while someone still listens: a widget that left meanwhile (a session found stale) does not care.
      if (!existing) {
        channel.bind('pusher:subscription_error', (error: unknown) => {
          if (!listeners.get(channelName) || reported.has(channelName)) return;
          reported.add(channelName);
          console.error(`[widgets] The realtime channel ${channelName} was refused.`, error);
        });
        const events: { event: string; data: unknown }[] = [];
        const keep = (name: string, data: unknown) => {
          if (name.startsWith('pusher')) return;
          events.push({ event: name, data });
          if (events.length > 20) events.shift();
        };
        channel.bind_global(keep);
        unheard.set(channelName, { events, keep });
      }
      const refused = () => options.onRefused?.();
      if (options.onRefused) channel.bind('pusher:subscription_error', refused);
      channel.bind(event, listener);
      const kept = options.replay && unheard.get(channelName);
      if (kept) {
        unheard.delete(channelName);
        channel.unbind_global(kept.keep);
        for (const heard of kept.events) if (heard.event === event) listener(heard.data as T);
      }
      listeners.set(channelName, (listeners.get(channelName) ?? 0) + 1);
      stop = () => {
        channel.unbind(event, listener);
        if (options.onRefused) channel.unbind('pusher:subscription_error', refused);
        const left = (listeners.get(channelName) ?? 1) - 1;
        listeners.set(channelName, left);
        if (left === 0) {
          pusher.unsubscribe(channelName);
          reported.delete(channelName);
          unheard.delete(channelName);
        }
      };
    })
    .catch((error: unknown) => console.error('[widgets] The realtime connection could not start.', error));
  return () => {
    stopped = true;
    stop();
  };
}

/** The connection's status for people (realtime.ts ConnectionStatus): the current one, then every change. */
export function watchConnection(listener: (status: ConnectionStatus) => void): () => void {
  const config = settings();
  if (!config) {
    listener('offline');
    return () => {};
  }
  let stop = () => {};
  let stopped = false;
  const onChange = ({ current }: { current: string }) => listener(statusOf(current));
  void connect(config.pusher, config.endpointBase)
    .then((pusher) => {
      if (stopped) return;
      listener(statusOf(pusher.connection.state));
      pusher.connection.bind('state_change', onChange);
      stop = () => pusher.connection.unbind('state_change', onChange);
    })
    .catch(() => listener('offline'));
  return () => {
    stopped = true;
    stop();
  };
}

function statusOf(state: string): ConnectionStatus {
  if (state === 'connected') return 'connected';
  return state === 'initialized' || state === 'connecting' ? 'connecting' : 'offline';
}

/** This page's socket id once connected (sent with a reply so the server does not echo it back to us). */
export async function realtimeSocketId(): Promise<string | undefined> {
  const current = client;
  if (!current) return undefined;
  return (await current.catch(() => undefined))?.connection.socket_id || undefined;
}

/**
 * Spec §4/§9: after 15 minutes without activity the chat disconnects. The subscriptions stay
 * registered, so `resumeRealtime()` reconnects and pusher-js joins every channel again.
 */
export function pauseRealtime(): void {
  void client?.then((pusher) => pusher.disconnect()).catch(() => undefined);
}

export function resumeRealtime(): void {
  void client?.then((pusher) => pusher.connect()).catch(() => undefined);
}

/** Closes the page's connection (tests, log-out). */
export async function disconnectRealtime(): Promise<void> {
  const current = client;
  client = undefined;
  open = undefined;
  saidOff = false;
  listeners.clear();
  reported.clear();
  unheard.clear();
  (await current)?.disconnect();
}
