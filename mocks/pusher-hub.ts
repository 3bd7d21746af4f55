import { PUSHER_KEY, verifyChannelAuth } from './realtime-auth';

/**
 * The Pusher Channels protocol (version 7) as the stand-in speaks it to a real pusher-js,
 * whatever carries the frames: a real WebSocket server in the preview (`scripts/pusher-server.ts`,
 * `ws`), or MSW's WebSocket interception in the unit tests (`mocks/pusher.ts`). It sends
 * connection_established with a socket_id, answers ping with pong, subscribes (private and
 * presence channels need the auth string /pusher/pusherAuth.php signed for this socket),
 * relays client events, and delivers server events whose `data` is a JSON string inside the
 * JSON frame.
 */

/** One socket, as the hub sees it: a way to send a text frame and to close. */
export interface PusherPeer {
  send(text: string): void;
  close(code: number, reason: string): void;
}

interface Connection {
  peer: PusherPeer;
  socketId: string;
  channels: Set<string>;
}

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** Spec §9: realtime activity timeout 120 s (the server announces it in seconds). */
const ACTIVITY_TIMEOUT_S = 120;

/** Pusher's close code for an unknown app key (pusher-js then stops reconnecting). */
const APP_DOES_NOT_EXIST = 4001;

function encode(event: string, data: unknown, channel?: string): string {
  // Pusher servers always send `data` as a string; pusher-js parses it as JSON when it can.
  return JSON.stringify({ event, ...(channel ? { channel } : {}), data: typeof data === 'string' ? data : JSON.stringify(data) });
}

function parseFrame(raw: unknown): Frame | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const frame = JSON.parse(raw) as Frame | null;
    return typeof frame?.event === 'string' ? frame : undefined;
  } catch {
    return undefined;
  }
}

/** pusher-js sends `data` as an object; some clients send it as a JSON string. */
function frameData(frame: Frame): Record<string, unknown> {
  try {
    const data: unknown = typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data;
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function newSocketId(): string {
  const part = () => Math.floor(Math.random() * 1e9);
  return `${part()}.${part()}`;
}

/** The stand-in's Pusher server: every connection of one runtime and the channels each joined. */
export class PusherHub {
  private readonly connections = new Map<PusherPeer, Connection>();
  private outage = false;
  /** Sockets opened since the last reset, refused ones included (a test's retry-storm check). */
  private attempts = 0;

  /**
   * An outage of the realtime server: every socket is dropped (an abnormal close, as a network
   * cut gives) and new ones are refused until it ends.
   */
  setOutage(down: boolean): void {
    this.outage = down;
    if (!down) return;
    for (const connection of this.connections.values()) connection.peer.close(4100, 'Stand-in outage');
    this.connections.clear();
  }

  get isDown(): boolean {
    return this.outage;
  }

  /** Counts a socket's opening; true when the hub takes it. */
  admit(): boolean {
    this.attempts += 1;
    return !this.outage;
  }

  /** What the control endpoint reports, and its reset. */
  stats(): { outage: boolean; attempts: number; connections: number } {
    return { outage: this.outage, attempts: this.attempts, connections: this.connections.size };
  }

  resetStats(): void {
    this.attempts = 0;
    this.outage = false;
  }

  /** A socket opened on `/app/{key}`: established, or closed with 4001 for another app's key. */
  open(peer: PusherPeer, appKey: string): void {
    if (!this.admit()) {
      setTimeout(() => peer.close(4100, 'Stand-in outage'), 0);
      return;
    }
    if (appKey !== PUSHER_KEY) {
      peer.send(encode('pusher:error', { code: APP_DOES_NOT_EXIST, message: `App key ${appKey} not in this cluster` }));
      // After the error frame has gone out (MSW's interception delivers frames on a later task).
      setTimeout(() => peer.close(APP_DOES_NOT_EXIST, 'App does not exist'), 0);
      return;
    }
    const connection: Connection = { peer, socketId: newSocketId(), channels: new Set() };
    this.connections.set(peer, connection);
    peer.send(encode('pusher:connection_established', { socket_id: connection.socketId, activity_timeout: ACTIVITY_TIMEOUT_S }));
  }

  closed(peer: PusherPeer): void {
    this.connections.delete(peer);
  }

  /** A text frame from a socket. */
  async receive(peer: PusherPeer, raw: unknown): Promise<void> {
    const connection = this.connections.get(peer);
    const frame = parseFrame(raw);
    if (!connection || !frame) return;
    if (frame.event === 'pusher:ping') peer.send(encode('pusher:pong', {}));
    else if (frame.event === 'pusher:subscribe') await this.subscribe(connection, frameData(frame));
    else if (frame.event === 'pusher:unsubscribe') connection.channels.delete(String(frameData(frame).channel ?? ''));
    else if (frame.event.startsWith('client-')) this.relay(connection, frame);
  }

  /** Delivers a server event to every socket subscribed to `channel`; answers how many got it. */
  push(channel: string, event: string, data: unknown): number {
    let delivered = 0;
    for (const connection of this.connections.values()) {
      if (!connection.channels.has(channel)) continue;
      connection.peer.send(encode(event, data, channel));
      delivered += 1;
    }
    return delivered;
  }

  private async subscribe(connection: Connection, data: Record<string, unknown>): Promise<void> {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    if (!channel) return;
    const needsAuth = channel.startsWith('private-') || channel.startsWith('presence-');
    if (needsAuth && !(await verifyChannelAuth(data.auth, connection.socketId, channel))) {
      // What Pusher answers a forged or stale signature: a connection-level error naming the channel.
      connection.peer.send(encode('pusher:error', { code: null, message: `Invalid signature for ${channel}` }));
      return;
    }
    connection.channels.add(channel);
    connection.peer.send(encode('pusher_internal:subscription_succeeded', {}, channel));
  }

  /** Client events (client-*) on a channel the sender joined reach the channel's other subscribers. */
  private relay(from: Connection, frame: Frame): void {
    if (!frame.channel || !from.channels.has(frame.channel)) return;
    for (const other of this.connections.values()) {
      if (other !== from && other.channels.has(frame.channel)) other.peer.send(encode(frame.event, frame.data ?? {}, frame.channel));
    }
  }
}

/** The hub of this runtime: the handlers announce on it, and whichever transport runs feeds it. */
export const pusherHub = new PusherHub();
