import type { ActorType, ChatMessage } from '../../src/api/chat-schemas';

/** The chatbot's last question while the person has not answered it, else undefined. */
export function pendingQuestion(list: ChatMessage[], me: ActorType | undefined): ChatMessage | undefined {
  for (let index = list.length - 1; index >= 0; index -= 1) {
    const message = list[index]!;
    if (message.fromType === me) return undefined;
    if (message.messageType !== undefined && message.fromType.startsWith('concierge')) return message;
  }
  return undefined;
}
