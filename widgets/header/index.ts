import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';
import { importAgain } from '../../src/lib/import-again';
import { enhanceServerHeader } from './server-header';

/**
 * The site header: menu, account dropdown, favourites heart, inbox badge, log-in and sign-up.
 * A visitor's stays the server's until a menu is touched (server-header.ts); the whole header
 * (React, full.ts) then takes over, as it does at once for an account.
 */
export default defineEnhancer({
  // The server's header reads nothing of its props: the whole header parses them (schema.ts), once.
  props: z.looseObject({}),
  enhance: enhanceServerHeader,
  full: () => importAgain(() => import('./full')),
});
