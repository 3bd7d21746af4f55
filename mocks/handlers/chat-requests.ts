import type * as api from '../../src/api/chat-requests';
import { pushShowTrace, replyToUser, replyToVendor, vendorPendingCount, vendorRequestRefresh } from '../../src/api/chat-requests';
import { addMessage, findLead, unreadCount } from '../db';
import { handle } from '../handle';
import { backToReferer, forbidden, isNativeRequest, notFound, redirect, unauthorized, userOf, vendorOf } from './http';
import { announceMessage } from './realtime';
import type { HandlersFor } from './types';

export const chatRequestsHandlers = {
  replyToVendor: handle(replyToVendor, ({ payload, cookies, request }) => {
    const user = userOf(cookies);
    if (!user) return unauthorized();
    const lead = findLead(payload.id_solicitud);
    if (!lead) return notFound('No such request.');
    if (lead.userId !== user.id) return forbidden();
    const message = addMessage(lead.id, 'user', payload.Comentario);
    if (message) announceMessage(lead.id, message);
    // The inbox's reply form posted without JavaScript: back to the conversation.
    return isNativeRequest(request) ? redirect(backToReferer(request, { sent: '1' }, '/inbox')) : undefined;
  }),

  replyToUser: handle(replyToUser, ({ payload, cookies, request }) => {
    const vendor = vendorOf(cookies);
    if (!vendor) return unauthorized();
    const lead = findLead(payload.id_solicitud);
    if (!lead) return notFound('No such request.');
    if (lead.vendorId !== vendor.id) return forbidden();
    const message = addMessage(lead.id, 'vendor', payload.Comentario);
    if (message) announceMessage(lead.id, message);
    return isNativeRequest(request) ? redirect(backToReferer(request, { sent: '1' }, '/inbox')) : undefined;
  }),

  pushShowTrace: handle(pushShowTrace, () => undefined),

  vendorPendingCount: handle(vendorPendingCount, ({ cookies }) => {
    const vendor = vendorOf(cookies);
    return vendor ? { numPending: unreadCount(vendor) } : unauthorized();
  }),

  vendorRequestRefresh: handle(vendorRequestRefresh, ({ cookies }) => (vendorOf(cookies) ? undefined : unauthorized())),
} satisfies HandlersFor<typeof api>;
