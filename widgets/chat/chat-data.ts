import type { ActorType, ChatActor, ChatMessage, ConciergeStatus, ConversationMenuItem } from '../../src/api/chat-schemas';
import type { VendorTile } from '../../src/api/vendor-tile';
import type { ConnectionStatus } from '../../src/lib/realtime';
import { initialChatState, type ChatMachineState } from './machine';

/** The conversation on screen: who the other side is and what they said. */
export interface OpenConversation {
  id: number | null;
  /** The other side (concierge, vendor or couple). */
  with: ActorType;
  title: string;
  /** The other side's avatar (its menu line's, or the concierge's), for its messages that carry none. */
  avatar: string | null;
  messages: ChatMessage[];
  /** The concierge's opening line when the history is empty. */
  messageDefault: string | null;
}

/** Everything one chat shows, apart from the actions that change it. */
export interface ChatData {
  machine: ChatMachineState;
  actor: ChatActor | null;
  chatbot: boolean;
  menu: ConversationMenuItem[] | null;
  conversation: OpenConversation | null;
  loading: boolean;
  failed: boolean;
  conciergeStatus: ConciergeStatus;
  connection: ConnectionStatus | 'refused';
  /** The bot is "typing" its next message (its reply delay). */
  botTyping: boolean;
  /** The notification on screen (one at a time), whether it is fading out, and those waiting. */
  notification: ChatMessage | null;
  notificationFading: boolean;
  queue: ChatMessage[];
  /** The chatbot's vendors (message types 18, 19), once loaded. */
  vendors: VendorTile[] | null;
}

/** A chat before it knows who is chatting; `manuallyClosed` is the concierge-closed cookie. */
export function initialChatData(manuallyClosed: boolean): ChatData {
  return {
    machine: initialChatState(manuallyClosed),
    actor: null,
    chatbot: false,
    menu: null,
    conversation: null,
    loading: false,
    failed: false,
    conciergeStatus: 1,
    connection: 'connecting',
    botTyping: false,
    notification: null,
    notificationFading: false,
    queue: [],
    vendors: null,
  };
}

/**
 * What the chat's units read and write: the data, never the actions beside it, so each unit
 * can be made and tested on a plain zustand store of `ChatData`.
 */
export interface ChatDataStore {
  getState(): ChatData;
  setState(partial: Partial<ChatData>): void;
}
