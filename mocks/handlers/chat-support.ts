import type { z } from 'zod';
import type { chatActorSchema, chatMessageSchema, conversationMenuItemSchema } from '../../src/api/chat-schemas';
import { actorName, findUser, findVendor, unreadIn, type Actor, type Conversation, type Message } from '../db';
import { actorOf } from './http';

// How the stand-in's records look on the chat wire (spec §3 chat actor, message, menu item).

type ChatActor = z.input<typeof chatActorSchema>;
type ChatMessage = z.input<typeof chatMessageSchema>;
type MenuItem = z.input<typeof conversationMenuItemSchema>;

export const CONCIERGE_AVATAR = '/fixtures/img/logo-mark.svg';
const CONCIERGE_ID = 1;

/** Who is chatting: the logged-in user or vendor, else the anonymous visitor of the GUID cookie. */
export function chatActorOf(cookies: Record<string, string>): ChatActor {
  const actor = actorOf(cookies);
  if (actor?.type === 'user') return { id: actor.id, type: 'user', name: actorName(actor), avatar: null };
  if (actor?.type === 'vendor') return { id: actor.id, type: 'vendor', name: actorName(actor), avatar: findVendor(actor.id)?.image ?? null };
  return { id: cookies.GUID ?? 'visitor', type: 'anonymous', name: 'Guest', avatar: null };
}

export function conciergeActor(forVendor = false): ChatActor {
  return { id: CONCIERGE_ID, type: forVendor ? 'concierge-vendor' : 'concierge', name: 'Wedding Concierge', avatar: CONCIERGE_AVATAR };
}

/** The private channel an actor listens on (spec §7). */
export function channelOf(actor: { type: string; id: number | string }): string {
  return `private-${actor.type}-${actor.id}`;
}

/** The two ends of a message: who sent it and who it is for. */
function ends(conversation: Conversation, message: Message) {
  const user = { type: 'user' as const, id: conversation.userId };
  const other =
    conversation.kind === 'concierge'
      ? { type: 'concierge' as const, id: CONCIERGE_ID }
      : { type: 'vendor' as const, id: conversation.vendorId ?? 0 };
  return message.fromType === 'user' ? { from: user, to: other } : { from: other, to: user };
}

function actorFor(end: { type: 'user' | 'vendor' | 'concierge'; id: number }): ChatActor {
  if (end.type === 'concierge') return conciergeActor();
  if (end.type === 'user') return { id: end.id, type: 'user', name: findUser(end.id)?.name ?? 'Guest', avatar: null };
  const vendor = findVendor(end.id);
  return { id: end.id, type: 'vendor', name: vendor?.name ?? 'Vendor', avatar: vendor?.image ?? null };
}

export function toChatMessage(conversation: Conversation, message: Message): ChatMessage {
  const { from, to } = ends(conversation, message);
  const sent = new Date(message.sentAt);
  return {
    id: message.id,
    idConversation: conversation.id,
    fromType: from.type,
    fromId: from.id,
    toType: to.type,
    toId: to.id,
    body: message.body,
    publishedDate: message.sentAt.slice(0, 10),
    publishedTime: message.sentAt.slice(11, 16),
    ts: Math.floor(sent.getTime() / 1000),
    actor: actorFor(from),
    conciergeTemplate: conversation.kind === 'concierge' ? 1 : undefined,
    ...message.bot,
  };
}

/** One row of the conversations menu, seen by `viewer`. */
export function toMenuItem(conversation: Conversation, viewer: Actor): MenuItem {
  const other = viewer.type === 'user'
    ? actorFor(conversation.kind === 'concierge' ? { type: 'concierge', id: CONCIERGE_ID } : { type: 'vendor', id: conversation.vendorId ?? 0 })
    : actorFor({ type: 'user', id: conversation.userId });
  const last = conversation.messages.at(-1);
  return {
    id: conversation.id,
    toId: other.id,
    toType: other.type,
    actorName: other.name,
    actorAvatar: other.avatar,
    pendingMessages: unreadIn(conversation, viewer).length,
    lastMessage: preview(last?.body ?? ''),
    subject: conversation.subject,
    date: last?.sentAt.slice(0, 10) ?? '',
  };
}

/** Spec §5: previews are stripped of tags and cut at 105 characters plus an ellipsis. */
function preview(body: string): string {
  const text = body.replace(/<[^>]*>/g, '');
  return text.length > 105 ? `${text.slice(0, 105)}…` : text;
}
