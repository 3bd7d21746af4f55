import { toDayValue, toIsoDate } from '../../src/lib/dates';
import type { ActorType, ChatActor, ChatMessage } from '../../src/api/chat-schemas';
import * as api from './chat-api';
import type { ChatDataStore, OpenConversation } from './chat-data';

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
 * A reply that may have reached the server without the chat knowing: no answer in time, or a
 * request conversation's reply (its answer is not read) while its history could not be read.
 * Before anything goes again, the history says whether the server took it, so nothing is sent twice.
 */
interface Unconfirmed {
  conversationId: number | null;
  text: string;
  /** The messages on screen before it was sent. */
  known: ReadonlySet<number>;
}

const idsOf = (messages: readonly ChatMessage[] = []) => new Set(messages.map((m) => m.id));

/** Whether the history holds a message of the actor's that was not there before. */
const holdsNewFrom = (history: api.History | undefined, actor: ActorType, known: ReadonlySet<number>) =>
  history?.messages.some((m) => m.fromType === actor && !known.has(m.id)) ?? false;

/**
 * The person's replies: sent to whoever the conversation on screen is with, then what the
 * server added (their message, the bot's next question) taken as live messages, or a local
 * echo of what was sent where the server keeps nothing. False when it did not go: the form
 * keeps the text, and the reply box its stored draft (reply-draft.ts). A request
 * conversation's reply counts as gone only once its history shows it (its answer is not read:
 * a 200 may be an expired session's log-in page).
 */
export function createSending(store: ChatDataStore, { append, receive }: SendingTargets) {
  /** The chat's own lines count down from -1: server ids are positive. */
  let localIds = 0;
  const line = (idConversation: number, from: Author, body: string) => localMessage((localIds -= 1), idConversation, from, body);
  let unconfirmed: Unconfirmed | undefined;

  /** Shows what the history brought that is not on screen yet. */
  const show = (history: api.History) => {
    const known = idsOf(store.getState().conversation?.messages);
    receive(history.messages.filter((m) => !known.has(m.id)), true);
  };

  /** Whether an earlier unconfirmed reply landed (then shown): undefined while its history cannot be read. */
  const landed = async (earlier: Unconfirmed, actor: ActorType): Promise<boolean | undefined> => {
    const history = await api.loadHistory(earlier.conversationId ?? undefined);
    if (!history) return undefined;
    if (!holdsNewFrom(history, actor, earlier.known)) return false;
    show(history);
    return true;
  };

  /** Sends the reply; true once the server is known to have taken it. */
  const deliver = async (text: string, details: api.ReplyDetails | undefined, conversation: OpenConversation, actor: ChatActor) => {
    const to = { type: conversation.with, idConversation: conversation.id };
    const known = idsOf(conversation.messages);
    const unsure = () => {
      unconfirmed = { conversationId: conversation.id, text, known };
      return false;
    };
    const outcome = await api.sendReply(to, actor.type, text, { ...details, ...conciergeOf(conversation) });
    if (outcome !== 'answered') return outcome === 'unknown' ? unsure() : false;
    const history = await api.loadHistory(conversation.id ?? undefined);
    const shown = holdsNewFrom(history, actor.type, known);
    // A request conversation's answer proves nothing: not in its history, the server did not take it (or, no history, cannot tell yet).
    if (!shown && !api.replyIsAnswered(to, actor.type)) return history ? false : unsure();
    // A visitor's concierge chat is not kept by the server: show the message as sent.
    if (!shown) append(line(conversation.id ?? 0, actor, text));
    if (history) show(history);
    return true;
  };

  return {
    async send(text: string, details?: api.ReplyDetails): Promise<boolean> {
      const { conversation, actor } = store.getState();
      if (!conversation || !actor) return false;
      const earlier = unconfirmed?.conversationId === conversation.id ? unconfirmed : undefined;
      if (earlier) {
        const took = await landed(earlier, actor.type);
        if (took === undefined) return false;
        unconfirmed = undefined;
        if (took && earlier.text === text) return true;
      }
      const current = store.getState().conversation;
      return current ? deliver(text, details, current, actor) : false;
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

const isConciergeId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;

/**
 * The concierge a reply in its conversation answers (spec §3 idConcierge): the id its latest
 * message came from (the chat's own lines, such as the server's complaint, carry none).
 */
function conciergeOf(conversation: OpenConversation): { idConcierge?: number } {
  if (!conversation.with.startsWith('concierge')) return {};
  const id = conversation.messages.findLast((message) => message.fromType.startsWith('concierge') && isConciergeId(message.fromId))?.fromId;
  return isConciergeId(id) ? { idConcierge: id } : {};
}
