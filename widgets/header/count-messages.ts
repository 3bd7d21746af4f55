/**
 * The words of the inbox link's count and a vendor's requests counter (spec §6), apart from the
 * header's other words (messages.ts): an account's page shows them from its first load.
 */
export const countMessages = {
  inbox: 'Inbox',
  inboxUnread: (n: number) => (n === 1 ? 'Inbox, 1 unread message' : `Inbox, ${n} unread messages`),
  unreadAnnouncement: (n: number) => (n === 1 ? 'You have 1 unread message' : `You have ${n} unread messages`),
  /** A vendor's pending-requests counter (spec §6); the spec gives no words. */
  requests: 'Requests',
  requestsPending: (n: number) => `Requests, ${n} pending`,
  pendingAnnouncement: (n: number) => (n === 1 ? 'You have 1 pending request' : `You have ${n} pending requests`),
} as const;
