import type { z } from 'zod';
import type { chatActorSchema, chatMessageSchema, conversationMenuItemSchema } from '../../src/api/chat-schemas';
import { actorName, findUser, findVendor, personOf, unreadIn, type Actor, type ConciergePerson, type Conversation, type Message } from '../db';
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

type End = ConciergePerson | { type: 'concierge' | 'concierge-vendor'; id: number };

/** The concierge as the person sees it: a vendor's is the vendors' concierge (spec §3 actor types). */
function conciergeFor(person: ConciergePerson): End {
  return { type: person.type === 'vendor' ? 'concierge-vendor' : 'concierge', id: CONCIERGE_ID };
}

/** The two ends of a message: who sent it and who it is for. */
function ends(conversation: Conversation, message: Message): { from: End; to: End } {
  if (conversation.kind === 'concierge') {
    const person = personOf(conversation);
    const concierge = conciergeFor(person);
    return message.fromType === 'concierge' ? { from: concierge, to: person } : { from: person, to: concierge };
  }
  const user = { type: 'user' as const, id: conversation.userId ?? 0 };
  const vendor = { type: 'vendor' as const, id: conversation.vendorId ?? 0 };
  return message.fromType === 'user' ? { from: user, to: vendor } : { from: vendor, to: user };
}

function actorFor(end: End): ChatActor {
  switch (end.type) {
    case 'concierge':
    case 'concierge-vendor':
      return conciergeActor(end.type === 'concierge-vendor');
    case 'anonymous':
      return { id: end.id, type: 'anonymous', name: 'Guest', avatar: null };
    case 'user':
      return { id: end.id, type: 'user', name: findUser(end.id)?.name ?? 'Guest', avatar: null };
    case 'vendor': {
      const vendor = findVendor(end.id);
      return { id: end.id, type: 'vendor', name: vendor?.name ?? 'Vendor', avatar: vendor?.image ?? null };
    }
  }
}

/**
 * Spec §3 conciergeTemplate: 1 user help, 2 vendor help, 3 multi-category chatbot (the
 * stand-in's guided flow, which finds vendors of several categories and asks them all).
 */
function templateOf(conversation: Conversation, message: Message): 1 | 2 | 3 | undefined {
  if (conversation.kind !== 'concierge') return undefined;
  if (personOf(conversation).type === 'vendor') return 2;
  return message.bot ? 3 : 1;
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
    conciergeTemplate: templateOf(conversation, message),
    ...message.bot,
  };
}

/** One row of the conversations menu, seen by `viewer`. */
export function toMenuItem(conversation: Conversation, viewer: Actor): MenuItem {
  const other = actorFor(
    conversation.kind === 'concierge'
      ? conciergeFor(viewer)
      : viewer.type === 'user'
        ? { type: 'vendor', id: conversation.vendorId ?? 0 }
        : { type: 'user', id: conversation.userId ?? 0 },
  );
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
