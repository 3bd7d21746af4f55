import type * as api from '../../src/api/header';
import { loginHeaderUpdate, sessionCheck, unreadMessages, userMenuDropdown, vendorMenuDropdown } from '../../src/api/header';
import { unreadCount } from '../db';
import { handle } from '../handle';
import { headerHtml, userMenuHtml, vendorMenuHtml } from './fragments';
import { actorOf, unauthorized, userOf, vendorOf } from './http';
import type { HandlersFor } from './types';

export const headerHandlers = {
  userMenuDropdown: handle(userMenuDropdown, ({ cookies }) => {
    const user = userOf(cookies);
    return user ? userMenuHtml(user) : unauthorized();
  }),

  vendorMenuDropdown: handle(vendorMenuDropdown, ({ cookies }) => {
    const vendor = vendorOf(cookies);
    return vendor ? vendorMenuHtml(vendor) : unauthorized();
  }),

  loginHeaderUpdate: handle(loginHeaderUpdate, ({ cookies }) => headerHtml(actorOf(cookies))),

  /** Unread messages in lead conversations (the inbox); a vendor's count grows with each new request. */
  unreadMessages: handle(unreadMessages, ({ cookies }) => {
    const actor = actorOf(cookies);
    return { numUnread: actor ? unreadCount(actor, 'lead') : 0 };
  }),

  sessionCheck: handle(sessionCheck, ({ cookies }) => (actorOf(cookies) ? 'OK' : 'KO')),
} satisfies HandlersFor<typeof api>;
