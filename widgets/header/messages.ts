/** Every string the header shows; a locale can replace this module. */
export const messages = {
  skipMenu: 'Site menu',
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  submenu: (label: string) => `${label}: more options`,
  logIn: 'Log in',
  signUp: 'Sign up',
  favourites: 'Favourites',
  inbox: 'Inbox',
  inboxUnread: (n: number) => (n === 1 ? 'Inbox, 1 unread message' : `Inbox, ${n} unread messages`),
  unreadAnnouncement: (n: number) => (n === 1 ? 'You have 1 unread message' : `You have ${n} unread messages`),
  /** A vendor's pending-requests counter (spec §6); the spec gives no words. */
  requests: 'Requests',
  requestsPending: (n: number) => `Requests, ${n} pending`,
  pendingAnnouncement: (n: number) => (n === 1 ? 'You have 1 pending request' : `You have ${n} pending requests`),
  account: 'My account',
  vendorAccount: 'My business',
  menuLoading: 'Loading…',
  menuError: 'The menu could not be loaded.',
  retry: 'Try again',
} as const;
