import type { Conversation, Message } from './seed';
import { now, state, type Actor } from './store';

// Lead conversations (couple ↔ vendor) and concierge conversations, with read state.

export function findConversation(id: number): Conversation | undefined {
  return state.conversations.find((c) => c.id === id);
}

/** The conversations an actor takes part in, newest message first. */
export function conversationsOf(actor: Actor, kind?: Conversation['kind']): Conversation[] {
  return state.conversations
    .filter((c) => (actor.type === 'user' ? c.userId === actor.id : c.vendorId === actor.id))
    .filter((c) => !kind || c.kind === kind)
    .sort((a, b) => lastSentAt(b).localeCompare(lastSentAt(a)));
}

/** Does this actor take part in the conversation? */
export function isParticipant(conversation: Conversation, actor: Actor): boolean {
  return actor.type === 'user' ? conversation.userId === actor.id : conversation.vendorId === actor.id;
}

/** Messages the actor has not read yet: those from the other side (the couple, or the concierge). */
export function unreadIn(conversation: Conversation, actor: Actor): Message[] {
  return conversation.messages.filter((m) => !m.read && m.fromType !== actor.type);
}

/** The actor's unread messages over all conversations of a kind (the inbox badge counts lead conversations). */
export function unreadCount(actor: Actor, kind?: Conversation['kind']): number {
  return conversationsOf(actor, kind).reduce((sum, c) => sum + unreadIn(c, actor).length, 0);
}

/** Appends a message; it is unread for the other side. */
export function addMessage(conversationId: number, fromType: Message['fromType'], body: string, bot?: Message['bot']): Message | undefined {
  const conversation = findConversation(conversationId);
  if (!conversation) return undefined;
  const message: Message = { id: nextMessageId(), fromType, body, sentAt: now(), read: false, ...(bot ? { bot } : {}) };
  conversation.messages.push(message);
  return message;
}

/** Marks what the actor has received in a conversation as read; answers the actor's remaining unread count. */
export function markRead(conversationId: number, actor: Actor): number {
  const conversation = findConversation(conversationId);
  if (conversation && isParticipant(conversation, actor)) for (const m of unreadIn(conversation, actor)) m.read = true;
  return unreadCount(actor);
}

/** Creates a conversation (a lead's, with the lead id, or the concierge's). */
export function createConversation(input: Omit<Conversation, 'messages'>, firstMessage?: { fromType: Message['fromType']; body: string }): Conversation {
  const conversation: Conversation = { ...input, messages: [] };
  state.conversations.push(conversation);
  if (firstMessage) addMessage(conversation.id, firstMessage.fromType, firstMessage.body);
  return conversation;
}

/** Who may talk to the concierge: a couple, a vendor, or an anonymous visitor (their GUID). */
export type ConciergePerson = Actor | { type: 'anonymous'; id: string };

/** The person's side of a concierge conversation. */
export function personOf(conversation: Conversation): ConciergePerson {
  if (conversation.visitor !== undefined) return { type: 'anonymous', id: conversation.visitor };
  if (conversation.vendorId !== null) return { type: 'vendor', id: conversation.vendorId };
  return { type: 'user', id: conversation.userId ?? 0 };
}

/** The person's concierge conversation, if any. */
export function conciergeConversationOf(person: ConciergePerson): Conversation | undefined {
  return state.conversations.find((c) => {
    if (c.kind !== 'concierge') return false;
    const of = personOf(c);
    return of.type === person.type && of.id === person.id;
  });
}

function nextMessageId(): number {
  return state.conversations.flatMap((c) => c.messages).reduce((max, m) => Math.max(max, m.id), 0) + 1;
}

function lastSentAt(conversation: Conversation): string {
  return conversation.messages.at(-1)?.sentAt ?? '';
}
