import { findConversation, personOf, unreadCount, type Lead, type Message } from '../db';
import { pushEvent } from '../pusher';
import { channelOf, toChatMessage } from './chat-support';

// What the backend announces on the realtime channels when its data changes. In the test
// process the Pusher stand-in delivers it; in the preview the page's stand-in is another
// runtime, so pages use window.mockBackend.push() there.

/** Spec §3: the `lead` event a vendor gets for a new request. */
export function announceLead(lead: Lead): void {
  const vendor = { type: 'vendor' as const, id: lead.vendorId };
  const firstMessage = findConversation(lead.id)?.messages[0];
  pushEvent(channelOf(vendor), 'lead', {
    // The request page of the stand-in is the inbox, opened on the lead's conversation.
    url: `/inbox?id=${lead.id}`,
    text: `${lead.name} sent you a request`,
    idLead: lead.id,
    id: firstMessage?.id ?? lead.id,
    actorImgUrl: null,
    numUnreadMsgLead: unreadCount(vendor),
  });
}

/** Spec §7: the `message` event to the side that receives a new message. */
export function announceMessage(conversationId: number, message: Message): void {
  const conversation = findConversation(conversationId);
  if (!conversation) return;
  const chatMessage = toChatMessage(conversation, message);
  if (conversation.kind === 'concierge') {
    // The concierge's side has no channel of ours: only its messages go out, to the person.
    const person = personOf(conversation);
    if (message.fromType !== 'concierge') return;
    pushEvent(channelOf(person), 'message', { ...chatMessage, numPending: person.type === 'anonymous' ? 0 : unreadCount(person, 'lead') });
    return;
  }
  const recipient =
    message.fromType === 'user'
      ? conversation.vendorId === null
        ? undefined
        : { type: 'vendor' as const, id: conversation.vendorId }
      : conversation.userId === null
        ? undefined
        : { type: 'user' as const, id: conversation.userId };
  if (!recipient) return;
  // numPending is what the inbox badge shows: unread messages of request conversations.
  pushEvent(channelOf(recipient), 'message', { ...chatMessage, numPending: unreadCount(recipient, 'lead') });
}
