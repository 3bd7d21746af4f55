import { defineEnhancer } from '../../src/boot/define-widget';
import { noProps } from '../../src/boot/no-props';
import { importAgain } from '../../src/lib/import-again';
import { enhanceServerHeader } from './server-header';

/**
 * The site header: menu, account dropdown, favourites heart, inbox badge, log-in and sign-up.
 * The server's stays as it is until a menu is touched (server-header.ts; an account's, live with
 * no React: account-header.ts); the whole header (React, full.ts) then takes over.
 */
export default defineEnhancer({
  // The server's header reads nothing of its props: the whole header parses them (schema.ts), once.
  props: noProps,
  enhance: enhanceServerHeader,
  full: () => importAgain(() => import('./full')),
});
