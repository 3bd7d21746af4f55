/**
 * What the header needs for an account's calls (its count, its dropdown) and the events it
 * shows: the API client, the header's calls, the events' schemas. Loaded with the first of them,
 * in its own chunk: a visitor's page never downloads it, and an account's follows its channel
 * without it (unread-count.ts).
 */
export { call } from '../../src/api/call';
export { unreadMessages, userMenuDropdown, vendorMenuDropdown } from '../../src/api/header';
export { vendorPendingCount } from '../../src/api/chat-requests';
export { parseRealtimeEvent } from '../../src/api/realtime-events';
export { showAdminNotification, showLeadNotification } from './lead-notification';
