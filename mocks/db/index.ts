import { state } from './store';

/**
 * The stand-in backend's in-memory state, seeded from fixtures/data. Handlers and tests use
 * these functions only; `reset()` restores the seed between tests.
 */
export { reset, type Actor, type Session } from './store';
export * from './accounts';
export * from './catalog';
export * from './conversations';
export * from './favourites';
export * from './hired';
export * from './leads';
export * from './sessions';
export * from './trackings';
export type { Category, Conversation, Favourite, Lead, Message, Region, SocialProvider, User, Vendor, VendorAccount } from './seed';

/** Row counts, for GET /__mock/state and tests. */
export function counts() {
  return {
    users: state.users.length,
    vendorAccounts: state.vendorAccounts.length,
    sessions: state.sessions.size,
    leads: state.leads.length,
    favourites: state.favourites.length,
    conversations: state.conversations.length,
    messages: state.conversations.reduce((sum, c) => sum + c.messages.length, 0),
    trackings: state.trackings.length,
  };
}
