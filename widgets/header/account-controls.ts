// An account's controls in the header, in one lazy chunk (session-actions.tsx): a visitor's page never fetches it.
export { AccountMenu } from './account-menu';
export { InboxBadge } from './inbox-badge';
