import type { ChatActor } from '../../src/api/chat-schemas';
import { readValue, writeValue } from '../../src/lib/stored-value';
import { CHAT_STATE_DAYS, storedValues, type ChatState } from '../../src/lib/stored-values';
import type { ChatData } from './chat-data';

const DAY_MS = 86_400_000;

/** Spec §9: the chatbot's state lives in the 'bot' namespace, the concierge's in 'concierge'. */
function namespace(chatbot: boolean) {
  return chatbot ? storedValues.chatState.bot : storedValues.chatState.concierge;
}

/**
 * Spec §3 stored chat state: what the next page needs to show the chat as the person left
 * it (which conversation, open or minimized, the chatbot's place in its flow), for 1 day.
 */
export function storeChatState(data: ChatData): void {
  const { actor, conversation, machine } = data;
  if (!actor || conversation?.id === null || conversation === null) return;
  if (machine.display !== 'open' && machine.display !== 'minimized') return;
  const question = conversation.messages.findLast((m) => m.messageType !== undefined);
  const state: ChatState = {
    idConversation: conversation.id,
    fromId: actor.id,
    fromType: actor.type,
    questionId: question?.questionId,
    flowId: question?.flowId,
    categId: question?.categId,
    sectorId: question?.sectorId,
    status: machine.display,
    actorName: conversation.title,
    TTL: Date.now() + CHAT_STATE_DAYS * DAY_MS,
  };
  writeValue(namespace(data.chatbot), state);
}

/** The conversation and display the person left, when it was theirs and has not expired. */
export function readChatState(actor: ChatActor, chatbot: boolean): { conversationId: number; display: 'open' | 'minimized' } | undefined {
  const state = readValue(namespace(chatbot));
  if (!state || state.fromType !== actor.type || String(state.fromId) !== String(actor.id)) return undefined;
  if (state.TTL !== undefined && state.TTL < Date.now()) return undefined;
  const conversationId = Number(state.idConversation);
  if (!Number.isInteger(conversationId) || conversationId <= 0) return undefined;
  return state.status === 'open' || state.status === 'minimized' ? { conversationId, display: state.status } : undefined;
}
