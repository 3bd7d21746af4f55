import type { IncomingMessage } from 'node:http';
import type { PageBackend } from '../fixtures/pages/site';
import { actorName, conversationsOf, favouritesOf, findUser, hiredVendorIds, isFavourite, markRead, sessionOf, unreadCount } from '../mocks/db';

/**
 * The fixture pages' view of the stand-in backend for one request: its session (from the
 * `sid` cookie, as the PHP pages would read theirs) and the data the pages show.
 */
export function pageBackendFor(req: IncomingMessage): PageBackend {
  const cookies = parseCookies(req.headers.cookie ?? '');
  const session = sessionOf(cookies);
  const user = session?.type === 'user' ? findUser(session.id) : undefined;
  const viewer = session
    ? {
        type: session.type,
        id: session.id,
        ...(user && !user.verified ? { unverifiedMail: user.mail } : {}),
        ...(user?.weddingDate ? { weddingDate: user.weddingDate } : {}),
      }
    : undefined;
  return {
    viewer,
    cookies,
    userAgent: req.headers['user-agent'] ?? '',
    // The inbox is the requests' conversations; the concierge lives in the chat widget.
    conversations: () => (viewer ? conversationsOf(viewer, 'lead') : []),
    markRead: (conversationId) => {
      if (viewer) markRead(conversationId, viewer);
    },
    userName: (userId) => (findUser(userId) ? actorName({ type: 'user', id: userId }) : 'Couple'),
    // Favourites belong to couples and guests (the save call refuses a vendor's session).
    isFavourite: (vendorId) => viewer?.type === 'user' && isFavourite(viewer.id, vendorId),
    favouriteVendorIds: () => (viewer?.type === 'user' ? favouritesOf(viewer.id).map((f) => f.vendorId) : []),
    hiredVendorIds: () => (viewer?.type === 'user' ? hiredVendorIds(viewer.id) : []),
    ...(req.headers.referer ? { referer: req.headers.referer } : {}),
    // What the unread endpoint answers the header widget, so its count matches the server's.
    couple: () => {
      const user = viewer?.type === 'user' ? findUser(viewer.id) : undefined;
      return user ? { name: user.name, mail: user.mail } : undefined;
    },
    unreadCount: () => (viewer ? unreadCount(viewer, 'lead') : 0),
    linkedNetworks: () => [...(user?.linkedSocial ?? [])],
  };
}

function parseCookies(header: string): Record<string, string> {
  return Object.fromEntries(
    header
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => pair.includes('='))
      .map((pair) => [pair.slice(0, pair.indexOf('=')), decoded(pair.slice(pair.indexOf('=') + 1))]),
  );
}

/** A cookie value as PHP decodes it; a broken %-escape is kept as sent rather than failing the page. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
