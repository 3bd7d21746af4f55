import { ws } from 'msw';
import { pusherHub, type PusherPeer } from './pusher-hub';

/**
 * The Pusher stand-in over MSW's WebSocket interception, for the unit tests (setupServer) and
 * for a preview page run with `?standin=worker` (its backend state lives in the page, so its
 * realtime events must too). The preview server otherwise hosts the same protocol on a real
 * socket (`scripts/pusher-server.ts`). Any host: the site config says which one pusher-js dials.
 */
export const PUSHER_WS_URL = '*/app/:key';

const pusher = ws.link(PUSHER_WS_URL);

const connectionHandler = pusher.addEventListener('connection', ({ client, params }) => {
  const peer: PusherPeer = {
    send: (text) => client.send(text),
    close: (code, reason) => client.close(code, reason),
  };
  pusherHub.open(peer, String(params.key ?? ''));
  client.addEventListener('message', (event) => void pusherHub.receive(peer, event.data));
  client.addEventListener('close', () => pusherHub.closed(peer));
});

/** The MSW handler of the stand-in, for setupServer (tests) and setupWorker (`?standin=worker`). */
export const pusherHandlers = [connectionHandler];

/**
 * Delivers a server event to every socket of this runtime subscribed to `channel` (the test
 * process, or the preview server); answers how many received it.
 */
export function pushEvent(channel: string, event: string, data: unknown): number {
  return pusherHub.push(channel, event, data);
}
