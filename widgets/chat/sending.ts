import { toDayValue, toIsoDate } from '../../src/lib/dates';
import type { ActorType, ChatMessage } from '../../src/api/chat-schemas';
import * as api from './chat-api';
import type { ChatDataStore } from './chat-data';

/** Who a line is from: the person, or the concierge for its complaints. */
interface Author {
  type: ActorType;
  id: number | string;
}

interface SendingTargets {
  append(message: ChatMessage): void;
  receive(messages: ChatMessage[], live: boolean): void;
}

/**
 * The person's replies: sent to whoever the conversation on screen is with, then what the
 * server added (their message, the bot's next question) taken as live messages, or a local
 * echo of what was sent where the server keeps nothing. False when it did not go: the form
 * keeps the text, and the reply box its stored draft (reply-draft.ts).
 */
export function createSending(store: ChatDataStore, { append, receive }: SendingTargets) {
  /** The chat's own lines count down from -1: server ids are positive. */
  let localIds = 0;
  const line = (idConversation: number, from: Author, body: string) => localMessage((localIds -= 1), idConversation, from, body);

  return {
    async send(text: string, details?: api.ReplyDetails): Promise<boolean> {
      const { conversation, actor } = store.getState();
      if (!conversation || !actor) return false;
      const sent = await api.sendReply({ type: conversation.with, idConversation: conversation.id }, actor.type, text, details);
      if (!sent) return false;
      const history = await api.loadHistory(conversation.id ?? undefined);
      const known = new Set(store.getState().conversation?.messages.map((m) => m.id));
      const added = history?.messages.filter((m) => !known.has(m.id)) ?? [];
      // A visitor's concierge chat is not kept by the server: show the message as sent.
      if (!added.some((m) => m.fromType === actor.type)) append(line(conversation.id ?? 0, actor, text));
      receive(added, true);
      return true;
    },
    /** Spec §5/§8: the server's message about a chatbot answer, shown in the chat as the concierge's. */
    complain(text: string): void {
      const conversation = store.getState().conversation;
      if (conversation) append(line(conversation.id ?? 0, { type: 'concierge', id: 0 }, text));
    },
  };
}

/**
 * A line the chat adds itself (what was sent, the server's complaint about an answer), dated
 * `now` in the person's own time zone: day and time both local, so a line written just after
 * midnight does not carry UTC's day (the day before or after) beside the local time.
 */
export function localMessage(id: number, idConversation: number, from: Author, body: string, now = new Date()): ChatMessage {
  return {
    id,
    idConversation,
    fromType: from.type,
    fromId: from.id,
    toType: from.type,
    toId: from.id,
    body,
    publishedDate: toIsoDate(toDayValue(now)),
    publishedTime: now.toTimeString().slice(0, 5),
    ts: Math.floor(now.getTime() / 1000),
  };
}
