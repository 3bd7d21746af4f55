import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { pusherHub, type PusherPeer } from '../mocks/pusher-hub';

const APP_PATH = /^\/app\/([^/]+)$/;

/**
 * Hosts the Pusher stand-in on the preview server's own port, as a real WebSocket server
 * (`ws`): pusher-js in every tab and browser context dials `ws://{preview host}/app/{key}`,
 * and the stand-in backend's announcements (a reply, a new lead) and POST /__mock/push reach
 * every subscriber, since they share this process's hub. Other upgrades (Vite's hot reload)
 * are left to their own listeners. `accepts` refuses sockets opened from foreign pages.
 */
export function hostPusherStandIn(server: Server, accepts: (req: IncomingMessage) => boolean): () => Promise<void> {
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const match = APP_PATH.exec(new URL(req.url ?? '/', 'http://preview').pathname);
    if (!match) return;
    // A malformed %-escape in the key must cost the socket, never the preview server.
    const appKey = decoded(match[1] ?? '');
    if (appKey === undefined) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    if (!accepts(req)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    // During an outage the handshake fails, as when the realtime server is unreachable.
    if (pusherHub.isDown) {
      pusherHub.admit();
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (socket) => serve(socket, appKey));
  });
  return () =>
    new Promise<void>((done) => {
      for (const client of wss.clients) client.terminate();
      wss.close(() => done());
    });
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function serve(socket: WebSocket, appKey: string): void {
  const peer: PusherPeer = {
    send: (text) => socket.send(text),
    close: (code, reason) => socket.close(code, reason),
  };
  socket.on('message', (data, isBinary) => {
    if (!isBinary) void pusherHub.receive(peer, data.toString());
  });
  socket.on('close', () => pusherHub.closed(peer));
  socket.on('error', () => pusherHub.closed(peer));
  pusherHub.open(peer, appKey);
}
