import type * as api from '../../src/api/chat-requests';
import { pushShowTrace, replyToUser, replyToVendor, vendorPendingCount, vendorRequestRefresh } from '../../src/api/chat-requests';
import { addMessage, findLead, unreadCount, type Actor } from '../db';
import { handle } from '../handle';
import { backToReferer, forbidden, isNativeRequest, notFound, redirect, unauthorized, userOf, vendorOf } from './http';
import { announceMessage } from './realtime';
import type { HandlersFor } from './types';

/**
 * A reply in a request conversation, from the couple (to the vendor) or the vendor (to the
 * couple): only the conversation's own side may write in it. A native post (the inbox page
 * without JavaScript) goes back to the conversation.
 */
function reply(side: 'user' | 'vendor', actor: Actor | undefined, payload: { id_solicitud: number; Comentario: string }, request: Request): Response | undefined {
  if (!actor) return unauthorized();
  const lead = findLead(payload.id_solicitud);
  if (!lead) return notFound('No such request.');
  if ((side === 'user' ? lead.userId : lead.vendorId) !== actor.id) return forbidden();
  const message = addMessage(lead.id, side, payload.Comentario);
  if (message) announceMessage(lead.id, message);
  return isNativeRequest(request) ? redirect(backToReferer(request, { sent: '1' }, '/inbox')) : undefined;
}

export const chatRequestsHandlers = {
  replyToVendor: handle(replyToVendor, ({ payload, cookies, request }) => reply('user', userOf(cookies), payload, request)),

  replyToUser: handle(replyToUser, ({ payload, cookies, request }) => reply('vendor', vendorOf(cookies), payload, request)),

  pushShowTrace: handle(pushShowTrace, () => undefined),

  vendorPendingCount: handle(vendorPendingCount, ({ cookies }) => {
    const vendor = vendorOf(cookies);
    // The requests not read yet: what the server's header prints for a vendor (scripts/page-backend.ts).
    return vendor ? { numPending: unreadCount(vendor, 'lead') } : unauthorized();
  }),

  vendorRequestRefresh: handle(vendorRequestRefresh, ({ cookies }) => (vendorOf(cookies) ? undefined : unauthorized())),
} satisfies HandlersFor<typeof api>;
