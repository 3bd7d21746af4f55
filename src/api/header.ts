import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { SESSION_CHECK_PATH } from './endpoint-url';

/** Spec §7: the account dropdown, user variant (HTML). */
export const userMenuDropdown = defineEndpoint({
  name: 'header.userMenuDropdown',
  method: 'GET',
  path: '/user/menu/dropdown',
  encoding: 'none',
  request: z.object({}),
  answer: { kind: 'html' },
});

/** Spec §7: the account dropdown, vendor variant (HTML). */
export const vendorMenuDropdown = defineEndpoint({
  name: 'header.vendorMenuDropdown',
  method: 'GET',
  path: '/vendor/menu/dropdown',
  encoding: 'none',
  request: z.object({}),
  answer: { kind: 'html' },
});

/** Spec §7: the whole header re-rendered by the server after a log-in. */
export const loginHeaderUpdate = defineEndpoint({
  name: 'header.loginHeaderUpdate',
  method: 'POST',
  path: '/users-login-header-update.php',
  encoding: 'form',
  request: z.object({ isResponsive: z.coerce.number().check(z.int(), z.gte(0), z.lte(1)) }),
  answer: { kind: 'html' },
});

/** Spec §7: unread messages for the inbox badge. The path is not shown in the spec. */
export const unreadMessages = defineEndpoint({
  name: 'header.unreadMessages',
  method: 'GET',
  path: '/inbox/unread-count',
  pathNotShown: true,
  encoding: 'none',
  request: z.object({}),
  answer: { kind: 'json', schema: z.object({ numUnread: z.int().check(z.gte(0)) }) },
});

/** Spec §6/§7: the session check; the text 'OK' means logged in. The page asks it by hand (session-check.ts); the stand-in answers it from here. */
export const sessionCheck = defineEndpoint({
  name: 'session.check',
  method: 'GET',
  path: SESSION_CHECK_PATH,
  encoding: 'none',
  request: z.object({}),
  answer: { kind: 'text', schema: z.string() },
});
