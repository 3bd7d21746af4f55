import type Pusher from 'pusher-js';
import { getSiteConfig } from './config';

let client: Promise<Pusher> | undefined;
/** Listeners per channel, so a channel is left only when its last listener goes. */
const listeners = new Map<string, number>();

/** One Pusher connection per page, created on first use from the site config (pusher-js loads lazily). */
function connect(): Promise<Pusher> {
  client ??= import('pusher-js').then(({ default: PusherClient }) => {
    const { endpointBase, pusher } = getSiteConfig();
    return new PusherClient(pusher.key, {
      cluster: pusher.cluster,
      wsHost: pusher.host,
      wsPort: pusher.port,
      wssPort: pusher.port,
      forceTLS: pusher.forceTLS,
      enabledTransports: pusher.forceTLS ? ['wss'] : ['ws'],
      disableStats: true,
      // Spec §9: realtime activity 120000 ms, pong 30000 ms, unavailable 10000 ms.
      activityTimeout: 120000,
      pongTimeout: 30000,
      unavailableTimeout: 10000,
      channelAuthorization: {
        endpoint: endpointBase.replace(/\/+$/, '') + pusher.authEndpoint,
        transport: 'ajax',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      },
    });
  });
  return client;
}

/**
 * Listens to one event of a private channel (private-user-{id}, private-vendor-{id}, …).
 * Returns the function that stops listening; the channel is left when nobody listens.
 */
export function subscribe<T = unknown>(channelName: string, event: string, listener: (data: T) => void): () => void {
  let stopped = false;
  let stop = () => {};
  connect()
    .then((pusher) => {
      if (stopped) return;
      const channel = pusher.channel(channelName) ?? pusher.subscribe(channelName);
      channel.bind(event, listener);
      listeners.set(channelName, (listeners.get(channelName) ?? 0) + 1);
      stop = () => {
        channel.unbind(event, listener);
        const left = (listeners.get(channelName) ?? 1) - 1;
        listeners.set(channelName, left);
        if (left === 0) pusher.unsubscribe(channelName);
      };
    })
    .catch((error: unknown) => console.error('[widgets] The realtime connection could not start.', error));
  return () => {
    stopped = true;
    stop();
  };
}

/** Closes the page's connection (tests, log-out). */
export async function disconnectRealtime(): Promise<void> {
  const current = client;
  client = undefined;
  listeners.clear();
  (await current)?.disconnect();
}
