import { countMessages } from './count-messages';
import { dropdownMessages } from './dropdown-messages';

/**
 * Every string the header shows; a locale replaces this module and the two whose words an
 * account's page shows from its first load (count-messages.ts, dropdown-messages.ts).
 */
export const messages = {
  ...countMessages,
  ...dropdownMessages,
  skipMenu: 'Site menu',
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  submenu: (label: string) => `${label}: more options`,
  logIn: 'Log in',
  signUp: 'Sign up',
  favourites: 'Favourites',
  account: 'My account',
  vendorAccount: 'My business',
} as const;
