/**
 * What the header needs once an account is logged in: the API client, the header's calls and
 * realtime. Loaded then, in its own chunk: a visitor's page never downloads it.
 */
export { call } from '../../src/api/call';
export { unreadMessages, userMenuDropdown, vendorMenuDropdown } from '../../src/api/header';
export { vendorPendingCount } from '../../src/api/chat-requests';
export { subscribe } from '../../src/lib/realtime';
export { parseRealtimeEvent, pendingCountOf } from '../../src/api/realtime-events';
export { showAdminNotification, showLeadNotification } from './lead-notification';
