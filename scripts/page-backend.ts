import type { IncomingMessage } from 'node:http';
import type { PageBackend } from '../fixtures/pages/site';
import { actorName, conversationsOf, findUser, markRead, sessionOf } from '../mocks/db';

/**
 * The fixture pages' view of the stand-in backend for one request: its session (from the
 * `sid` cookie, as the PHP pages would read theirs) and the data the pages show.
 */
export function pageBackendFor(req: IncomingMessage): PageBackend {
  const session = sessionOf(parseCookies(req.headers.cookie ?? ''));
  const viewer = session ? { type: session.type, id: session.id } : undefined;
  return {
    viewer,
    // The inbox is the requests' conversations; the concierge lives in the chat widget.
    conversations: () => (viewer ? conversationsOf(viewer, 'lead') : []),
    markRead: (conversationId) => {
      if (viewer) markRead(conversationId, viewer);
    },
    userName: (userId) => (findUser(userId) ? actorName({ type: 'user', id: userId }) : 'Couple'),
  };
}

function parseCookies(header: string): Record<string, string> {
  return Object.fromEntries(
    header
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => pair.includes('='))
      .map((pair) => [pair.slice(0, pair.indexOf('=')), decodeURIComponent(pair.slice(pair.indexOf('=') + 1))]),
  );
}
