import { createStore } from 'zustand/vanilla';
import type { ActorType, ChatActor, ChatMessage, ConciergeStatus, ConversationMenuItem } from '../../src/api/chat-schemas';
import type { VendorTile } from '../../src/api/vendor-tile';
import { emit } from '../../src/lib/events';
import { isInsideApp } from '../../src/lib/native-app';
import { pauseRealtime, resumeRealtime, type ConnectionStatus } from '../../src/lib/realtime';
import { removeValue, writeValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';
import * as api from './chat-api';
import { readChatState, storeChatState } from './stored-chat';
import { initialChatState, transition, type ChatEffect, type ChatEvent, type ChatMachineState } from './machine';

/** Spec §9: the bot's reply shows after a random 1–2 s, as if typed. */
export const botDelay = { min: 1000, max: 2000 };

/** The conversation on screen: who the other side is and what they said. */
export interface OpenConversation {
  id: number | null;
  /** The other side (concierge, vendor or couple). */
  with: ActorType;
  title: string;
  messages: ChatMessage[];
  /** The concierge's opening line when the history is empty. */
  messageDefault: string | null;
}

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
  /** The notification on screen (one at a time) and those waiting. */
  notification: ChatMessage | null;
  queue: ChatMessage[];
  /** The chatbot's vendors (message types 18, 19), once loaded. */
  vendors: VendorTile[] | null;
}

const initial = (manuallyClosed: boolean): ChatData => ({
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
  queue: [],
  vendors: null,
});

export type ChatStore = ReturnType<typeof createChatStore>;

/** One chat's state and actions; the widget owns one, tests make their own. */
export function createChatStore(options: { manuallyClosed: boolean; onSound?: () => void }) {
  const store = createStore<ChatData>(() => initial(options.manuallyClosed));
  const { getState, setState } = store;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let localIds = 0;
  /** The conversation history being loaded, if any. */
  let historyLoad: Promise<void> = Promise.resolve();
  let botQueue = Promise.resolve();
  let pendingBot = 0;
  const queued = new Set<number>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  function dispatch(event: ChatEvent): void {
    const { state, effects } = transition(getState().machine, event);
    if (state !== getState().machine) setState({ machine: state });
    effects.forEach(run);
  }

  function run(effect: ChatEffect): void {
    switch (effect.type) {
      case 'markRead':
        void readConversation(effect.conversationId);
        break;
      case 'recordManualClose':
        writeValue(isInsideApp() ? storedValues.conciergeClosed.app : storedValues.conciergeClosed.web, '1');
        break;
      case 'disconnect':
        pauseRealtime();
        break;
      case 'append':
        receive([effect.message], true);
        break;
      case 'loadConversation':
        // Already on screen (or loading): the person opened it from the menu.
        if (getState().conversation?.id !== effect.conversationId) {
          void openConversation(effect.conversationId).then(() => effect.message && receive([effect.message], false));
        } else if (effect.message) receive([effect.message], true);
        break;
      case 'reconnect':
        resumeRealtime();
        break;
      case 'playSound':
        options.onSound?.();
        break;
      case 'notify':
        notify(effect.message);
        break;
      case 'clearStored':
        removeValue(storedValues.chatState.bot);
        removeValue(storedValues.chatState.concierge);
        break;
      case 'refreshVendorRequest':
        api.refreshVendorRequest(effect.messageId);
        break;
    }
  }

  async function readConversation(id: number): Promise<void> {
    // Opened as it loads (a restored chat): read up to what the history brings.
    await historyLoad;
    const { actor } = getState();
    if (!actor) return;
    // Up to the last message the server knows (the chat's own lines have negative ids).
    const last = getState().conversation?.messages.findLast((m) => m.id > 0)?.id;
    const pending = await api.markRead(id, actor.type, last);
    if (pending !== undefined) emit('inbox:unread', { numUnread: pending });
  }

  /** Adds messages to the conversation on screen, once each; the bot's live ones after its delay. */
  function receive(messages: ChatMessage[], live: boolean): void {
    for (const message of messages) {
      const fromBot = live && message.fromType.startsWith('concierge') && message.messageType !== undefined;
      if (!fromBot) {
        append(message);
        continue;
      }
      // The same message comes by realtime and with the history read after a reply: once.
      if (queued.has(message.id) || getState().conversation?.messages.some((m) => m.id === message.id)) continue;
      queued.add(message.id);
      // One after the other, each after its own delay: the bot's messages keep their order.
      setState({ botTyping: true });
      botQueue = botQueue.then(
        () =>
          new Promise<void>((done) =>
            later(botDelay.min + Math.random() * (botDelay.max - botDelay.min), () => {
              append(message);
              pendingBot -= 1;
              if (pendingBot === 0) setState({ botTyping: false });
              done();
            }),
          ),
      );
      pendingBot += 1;
    }
  }

  function append(message: ChatMessage): void {
    const conversation = getState().conversation;
    // On the conversations menu: its counts and previews changed.
    if (!conversation && getState().machine.display === 'open') void loadMenu();
    if (!conversation || (conversation.id !== null && conversation.id !== message.idConversation)) return;
    if (conversation.messages.some((m) => m.id === message.id)) return;
    setState({ conversation: { ...conversation, id: message.idConversation, messages: [...conversation.messages, message] } });
  }

  function notify(message: ChatMessage): void {
    // Messages of this page (negative ids) have no server id to trace.
    if (message.id > 0) api.traceNotificationShown(message.id);
    const { notification, queue } = getState();
    if (notification) setState({ queue: [...queue, message] });
    else setState({ notification: message });
  }

  /** The notification closed (by the person or its 5 s): the next one waiting, if any. */
  function dismissNotification(): void {
    const [next = null, ...rest] = getState().queue;
    setState({ notification: next, queue: rest });
  }

  async function start(): Promise<void> {
    setState({ failed: false });
    const checked = await api.checkActor();
    if (!checked) return setState({ failed: true });
    setState({ actor: checked.actor, chatbot: checked.isChatbotEnabled });
    const left = readChatState(checked.actor, checked.isChatbotEnabled);
    if (left) dispatch({ type: 'restore', ...left });
  }

  // What the next page needs, kept as the display or the conversation changes.
  store.subscribe((now, before) => {
    if (now.machine.display !== before.machine.display || now.conversation?.id !== before.conversation?.id) storeChatState(now);
  });

  /** Loads a conversation's history (the concierge's when `id` is undefined); marking read waits for it. */
  function openConversation(id: number | undefined, item?: ConversationMenuItem): Promise<void> {
    historyLoad = loadConversation(id, item);
    return historyLoad;
  }

  async function loadConversation(id: number | undefined, item?: ConversationMenuItem): Promise<void> {
    const known = item ?? getState().menu?.find((m) => m.id === id);
    const withType: ActorType = known?.toType ?? 'concierge';
    const title = known?.actorName ?? '';
    setState({ loading: true, failed: false, vendors: null, conversation: { id: id ?? null, with: withType, title, messages: [], messageDefault: null } });
    const history = await api.loadHistory(id);
    if (getState().conversation?.id !== (id ?? null)) return;
    if (!history) return setState({ loading: false, failed: true });
    if (history.reload) dispatch({ type: 'reload' });
    const messages = history.messages;
    const self = getState().actor?.type;
    const other = messages.find((m) => m.fromType !== self);
    // Opened without its menu line (a restored chat, an incoming message): the history says who the other side is.
    const withOther = known?.toType ?? other?.fromType ?? messages.find((m) => m.fromType === self)?.toType ?? withType;
    setState({
      loading: false,
      conciergeStatus: history.status,
      conversation: { id: id ?? messages[0]?.idConversation ?? null, with: withOther, title: title || other?.actor?.name || '', messages, messageDefault: history.messageDefault },
    });
  }

  async function loadMenu(): Promise<void> {
    const menu = await api.loadMenu();
    setState(menu ? { menu } : { failed: true });
  }

  /** The concierge conversation, with the guided chatbot where it is enabled (spec §6). */
  async function openConcierge(restart = false): Promise<void> {
    const item = getState().menu?.find((m) => m.toType.startsWith('concierge'));
    let id = item?.id;
    if (getState().chatbot) id = (await api.startChatbot(restart)) ?? id;
    await openConversation(id, item);
    const opened = getState().conversation?.id;
    if (opened !== null && opened !== undefined) dispatch({ type: 'open', conversationId: opened });
  }

  /**
   * Sends the person's reply in the conversation on screen, then takes what the server added
   * (their message, the bot's next question) as live messages. False when it did not go: the
   * caller keeps what was typed.
   */
  async function send(text: string, details?: api.ReplyDetails): Promise<boolean> {
    const { conversation, actor } = getState();
    if (!conversation || !actor) return false;
    const sent = await api.sendReply({ type: conversation.with, idConversation: conversation.id }, actor.type, text, details);
    if (!sent) return false;
    const history = await api.loadHistory(conversation.id ?? undefined);
    const known = new Set(getState().conversation?.messages.map((m) => m.id));
    const added = history?.messages.filter((m) => !known.has(m.id)) ?? [];
    // A visitor's concierge chat is not kept by the server: show the message as sent.
    if (!added.some((m) => m.fromType === actor.type)) append(localMessage(conversation.id ?? 0, actor, text));
    receive(added, true);
    return true;
  }

  /** A line the chat adds itself (what was sent, the server's complaint about an answer). */
  function localMessage(idConversation: number, from: { type: ActorType; id: number | string }, body: string): ChatMessage {
    const now = new Date();
    localIds -= 1;
    return {
      id: localIds,
      idConversation,
      fromType: from.type,
      fromId: from.id,
      toType: from.type,
      toId: from.id,
      body,
      publishedDate: now.toISOString().slice(0, 10),
      publishedTime: now.toTimeString().slice(0, 5),
      ts: Math.floor(now.getTime() / 1000),
    };
  }

  /** Spec §5/§8: the server's message about a chatbot answer, shown in the chat. */
  function complain(text: string): void {
    const conversation = getState().conversation;
    if (conversation) append(localMessage(conversation.id ?? 0, { type: 'concierge', id: 0 }, text));
  }

  return {
    store,
    dispatch,
    receive,
    start,
    loadMenu,
    openConversation,
    openConcierge,
    send,
    complain,
    /** Spec §3 type 15 'flush and end': the stored chat state goes. */
    flush: () => run({ type: 'clearStored' }),
    /** The person's refresh (after the spec's question): the stored state goes and the chatbot starts again. */
    restart: async () => {
      run({ type: 'clearStored' });
      await openConcierge(true);
    },
    dismissNotification,
    setConnection: (connection: ChatData['connection']) => setState({ connection }),
    setVendors: (vendors: VendorTile[] | null) => setState({ vendors }),
    closeConversation: () => setState({ conversation: null }),
    destroy: () => timers.forEach(clearTimeout),
  };
}
