import type { StateCreator } from 'zustand/vanilla';
import type { ChatActor, ChatMessage, ConversationMenuItem } from '../../src/api/chat-schemas';
import type { VendorTile } from '../../src/api/vendor-tile';
import { createScopedStore } from './scoped-store';
import { appendMessage, replaceMessage } from './append-message';
import { createBotTyping } from './bot-typing';
import type { ReplyDetails } from './chat-api';
import { initialChatData, type ChatData } from './chat-data';
import { createEffectsRunner } from './effects';
import { createHistory } from './history';
import { transition, type ChatEvent } from './machine';
import { createNotificationQueue } from './notification-queue';
import { createSending } from './sending';
import { storeChatState } from './stored-chat';

/** What a chat's components can do; they get it with `useChatActions()`. */
export interface ChatActions {
  dispatch(event: ChatEvent): void;
  /** Who is chatting, then the chat as they left it on the previous page. */
  start(): Promise<void>;
  loadMenu(): Promise<void>;
  /** Loads a conversation's history (the concierge's when `id` is undefined). */
  openConversation(id: number | undefined, item?: ConversationMenuItem): Promise<void>;
  /** The concierge's conversation (`restart`: its chatbot from the start). */
  openConcierge(restart?: boolean): Promise<void>;
  /** A new conversation with the concierge, for a couple or a vendor; false when the server did not start it. */
  startConcierge(): Promise<boolean>;
  /** Sends the person's reply in the conversation on screen; false when it did not go. */
  send(text: string, details?: ReplyDetails): Promise<boolean>;
  complain(text: string): void;
  /** Spec §3 type 15 'flush and end': the stored chat state goes. */
  flush(): void;
  /** The person's refresh (after the spec's question): the stored state goes and the chatbot starts again. */
  restart(): Promise<void>;
  dismissNotification(): void;
  /** Realtime `update`: a message sent before, changed. */
  updateMessage(message: ChatMessage): void;
  /** Realtime `user`: someone's name or avatar changed: the person's own, or the other side's in the menu and the conversation on screen. */
  updateActor(actor: ChatActor): void;
  setConnection(connection: ChatData['connection']): void;
  setVendors(vendors: VendorTile[] | null): void;
  closeConversation(): void;
  /** The widget unmounted: timers stop, nothing more is shown. */
  destroy(): void;
}

/** One chat: what it shows and, apart, what can be done with it (the actions never change). */
export type ChatState = ChatData & { actions: ChatActions };

/** What a chat starts from: the concierge-closed cookie, and the chime of a hidden chat coming back. */
export interface ChatOptions {
  manuallyClosed: boolean;
  /** Open from the start: the first panel (first-panel.ts) was open when the whole chat came. */
  open?: boolean;
  onSound?: () => void;
}

/**
 * One chat's state and actions on one store, made of small units: the history loader, the
 * bot's typing, the notification queue, the sending of replies, and the runner of the state
 * machine's effects, which ties them together.
 */
export function createChat(options: ChatOptions): StateCreator<ChatState> {
  return (set, get, store) => {
    // The effects runner comes last (it drives the others); nothing dispatches while the store is made.
    const history = createHistory(store, (event) => effects.dispatch(event));
    const append = (message: ChatMessage) => appendMessage(store, message, history.loadMenu);
    const bot = createBotTyping(store, append);
    const notifications = createNotificationQueue(store);
    const sending = createSending(store, { append, receive: bot.receive });
    const effects = createEffectsRunner(store, { ...history, receive: bot.receive, notify: notifications.notify, playSound: options.onSound });
    // What the next page needs, kept as the display or the conversation changes.
    store.subscribe((now, before) => {
      if (now.machine.display !== before.machine.display || now.conversation?.id !== before.conversation?.id) storeChatState(now);
      if (now.machine.display === 'open' && before.machine.display !== 'open' && now.notification) notifications.clear();
    });
    const actions: ChatActions = {
      // start, loadMenu, openConversation, openConcierge, startConcierge; send, complain.
      ...history,
      ...sending,
      dispatch: effects.dispatch,
      flush: () => effects.run({ type: 'clearStored' }),
      restart: async () => {
        effects.run({ type: 'clearStored' });
        await history.openConcierge(true);
      },
      dismissNotification: notifications.dismiss,
      updateMessage: (message) => replaceMessage(store, message, history.loadMenu),
      updateActor: (actor) => set(withActor(get(), actor)),
      setConnection: (connection) => {
        // A refused channel stays refused until the connection is made again.
        if (get().connection === 'refused' && (connection === 'connecting' || connection === 'offline')) return;
        set({ connection });
      },
      setVendors: (vendors) => set({ vendors }),
      closeConversation: () => set({ conversation: null }),
      destroy: () => {
        bot.destroy();
        notifications.destroy();
      },
    };
    const data = initialChatData(options.manuallyClosed);
    // Opening with no conversation on screen has no effects to run: the state alone.
    if (options.open) data.machine = transition(data.machine, { type: 'open' }).state;
    return { ...data, actions };
  };
}

const sameActor = (a: { type: string; id: string | number }, b: ChatActor) => a.type === b.type && String(a.id) === String(b.id);

/** What changes when `actor`'s name or avatar changed: the person's own, or every place the other side shows. */
function withActor(state: ChatData, actor: ChatActor): Partial<ChatData> {
  if (state.actor && sameActor(state.actor, actor)) return { actor };
  const menu = state.menu?.map((item) => (sameActor({ type: item.toType, id: item.toId }, actor) ? { ...item, actorName: actor.name, actorAvatar: actor.avatar ?? item.actorAvatar } : item)) ?? null;
  const conversation = state.conversation;
  const fromActor = (message: ChatMessage) => sameActor({ type: message.fromType, id: message.fromId }, actor);
  if (!conversation?.messages.some(fromActor)) return { menu };
  // Their messages carry who wrote them: each shows the new name and avatar.
  const messages = conversation.messages.map((message) => (fromActor(message) ? { ...message, actor: { ...actor, avatar: actor.avatar ?? message.actor?.avatar ?? null } } : message));
  return { menu, conversation: { ...conversation, title: actor.name, avatar: actor.avatar ?? conversation.avatar, messages } };
}

const chat = createScopedStore<ChatState, ChatOptions>(createChat);

/** Gives the components inside it one chat of their own, made from `initial` when it mounts. */
export const ChatProvider = chat.Provider;

/** One piece of the chat's state, for a component inside `ChatProvider`; it re-renders when that piece changes. */
export function useChat<T>(select: (state: ChatData) => T): T {
  return chat.useScoped(select);
}

const actionsOf = (state: ChatState) => state.actions;

/** The chat's actions, for a component inside `ChatProvider` (they never change). */
export function useChatActions(): ChatActions {
  return chat.useScoped(actionsOf);
}
