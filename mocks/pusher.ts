import { ws, type WebSocketHandlerConnection } from 'msw';
import { verifyChannelAuth } from './realtime-auth';

/**
 * The Pusher stand-in over MSW's WebSocket API, speaking the Pusher Channels protocol to a
 * real pusher-js: connection_established with a socket_id, subscribe (private channels
 * need the auth string /pusher/pusherAuth.php signed), ping/pong, client events, and
 * server events whose `data` is a JSON string inside the JSON frame.
 */
export const PUSHER_WS_URL = 'ws://127.0.0.1:6001/app/:key';

const pusher = ws.link(PUSHER_WS_URL);

type SocketClient = WebSocketHandlerConnection['client'];

interface Connection {
  client: SocketClient;
  socketId: string;
  channels: Set<string>;
}

const connections = new Map<string, Connection>();

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

function send(client: SocketClient, event: string, data: unknown, channel?: string): void {
  // Pusher servers always send `data` as a string; pusher-js parses it as JSON when it can.
  const frame = { event, ...(channel ? { channel } : {}), data: typeof data === 'string' ? data : JSON.stringify(data) };
  client.send(JSON.stringify(frame));
}

function parseFrame(raw: unknown): Frame | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const frame = JSON.parse(raw) as Frame;
    return typeof frame?.event === 'string' ? frame : undefined;
  } catch {
    return undefined;
  }
}

async function subscribe(connection: Connection, data: unknown): Promise<void> {
  const { channel, auth } = (typeof data === 'string' ? JSON.parse(data) : (data ?? {})) as { channel?: string; auth?: string };
  if (!channel) return;
  const needsAuth = channel.startsWith('private-') || channel.startsWith('presence-');
  if (needsAuth && !(await verifyChannelAuth(auth, connection.socketId, channel))) {
    send(connection.client, 'pusher:error', { code: null, message: `Invalid signature for ${channel}` });
    return;
  }
  connection.channels.add(channel);
  send(connection.client, 'pusher_internal:subscription_succeeded', {}, channel);
}

/** Client events (client-*) on a private channel reach the channel's other subscribers. */
function relayClientEvent(from: Connection, frame: Frame): void {
  if (!frame.channel || !from.channels.has(frame.channel)) return;
  for (const other of connections.values()) {
    if (other !== from && other.channels.has(frame.channel)) send(other.client, frame.event, frame.data ?? {}, frame.channel);
  }
}

async function onFrame(connection: Connection, raw: unknown): Promise<void> {
  const frame = parseFrame(raw);
  if (!frame) return;
  if (frame.event === 'pusher:ping') send(connection.client, 'pusher:pong', {});
  else if (frame.event === 'pusher:subscribe') await subscribe(connection, frame.data);
  else if (frame.event === 'pusher:unsubscribe') {
    const { channel } = (frame.data ?? {}) as { channel?: string };
    if (channel) connection.channels.delete(channel);
  } else if (frame.event.startsWith('client-')) relayClientEvent(connection, frame);
}

function socketId(): string {
  const part = () => Math.floor(Math.random() * 1e9);
  return `${part()}.${part()}`;
}

const connectionHandler = pusher.addEventListener('connection', ({ client }) => {
  const connection: Connection = { client, socketId: socketId(), channels: new Set() };
  connections.set(client.id, connection);
  // Spec §9: activity timeout 120 s.
  send(client, 'pusher:connection_established', { socket_id: connection.socketId, activity_timeout: 120 });
  client.addEventListener('message', (event) => void onFrame(connection, event.data));
  client.addEventListener('close', () => connections.delete(client.id));
});

/** The MSW handler of the stand-in, for setupServer (tests) and setupWorker (preview pages). */
export const pusherHandlers = [connectionHandler];

/**
 * Delivers a server event to every client subscribed to `channel` in this runtime (the test
 * process, or the page in the preview). Answers how many clients received it.
 */
export function pushEvent(channel: string, event: string, data: unknown): number {
  let delivered = 0;
  for (const connection of connections.values()) {
    if (!connection.channels.has(channel)) continue;
    send(connection.client, event, data, channel);
    delivered += 1;
  }
  return delivered;
}
