import type { ActorType, ConversationMenuItem } from '../../src/api/chat-schemas';
import { emit } from '../../src/lib/events';
import * as api from './chat-api';
import type { ChatDataStore } from './chat-data';
import type { ChatEvent } from './machine';
import { readChatState } from './stored-chat';
import { query } from '../../src/lib/dom-query';

type Dispatch = (event: ChatEvent) => void;

/**
 * What the chat loads from the server: who is chatting (and the chat they left on the
 * previous page), the conversations menu, a conversation's history. Marking a conversation
 * read waits for the history being loaded, so it reads up to what the history brings.
 */
export function createHistory(store: ChatDataStore, dispatch: Dispatch) {
  /** The conversation history being loaded, if any. */
  let loading: Promise<void> = Promise.resolve();

  /** Loads a conversation's history (the concierge's when `id` is undefined). */
  function openConversation(id: number | undefined, item?: ConversationMenuItem): Promise<void> {
    loading = loadConversation(store, dispatch, id, item);
    return loading;
  }

  /**
   * The concierge conversation, with the guided chatbot where it is enabled (spec §6). A
   * vendor's is the vendors' concierge's, which pusherConciergeVendor names.
   */
  async function openConcierge(restart = false): Promise<void> {
    const item = store.getState().menu?.find((m) => m.toType.startsWith('concierge'));
    let id = item?.id;
    if (store.getState().chatbot) id = (await api.startChatbot(restart)) ?? id;
    else if (id === undefined && store.getState().actor?.type === 'vendor') id = (await api.vendorConcierge())?.idConversation ?? undefined;
    await openConversation(id, item);
    const opened = store.getState().conversation?.id;
    if (opened !== null && opened !== undefined) dispatch({ type: 'open', conversationId: opened });
  }

  return {
    openConversation,
    /**
     * Spec §6: a couple or a vendor starts a conversation with the concierge (pusherNew), then
     * opens it. Answers false when the server did not start it, for the menu to say so.
     */
    async startConcierge(): Promise<boolean> {
      const actor = store.getState().actor;
      if (actor?.type !== 'user' && actor?.type !== 'vendor') return false;
      const status = await api.newConciergeConversation(actor);
      if (status === undefined) return false;
      store.setState({ conciergeStatus: status });
      await openConcierge();
      return true;
    },
    /** Who is chatting and the chat they left; then, on a page that asks for it, the concierge opens if the server says so. */
    async start(): Promise<void> {
      await start(store, dispatch);
      if (await triggered(store)) await openConcierge();
    },
    loadMenu: () => loadMenu(store),
    /** Marks the conversation read once its history is there; the header's badge hears the count left. */
    async readConversation(id: number): Promise<void> {
      await loading;
      await readConversation(store, id);
    },
    openConcierge,
  };
}

/** Who is chatting, then the chat as they left it on the previous page. */
async function start(store: ChatDataStore, dispatch: Dispatch): Promise<void> {
  store.setState({ failed: false });
  const checked = await api.checkActor();
  if (!checked) return store.setState({ failed: true });
  store.setState({ actor: checked.actor, chatbot: checked.isChatbotEnabled });
  const left = readChatState(checked.actor, checked.isChatbotEnabled);
  if (left) dispatch({ type: 'restore', ...left });
}

/**
 * Spec §4, §7 trigger: on a page whose chat element asks for it (`data-concierge-trigger`, the
 * multi-category chatbot's page), the concierge opens by itself when pusherConcierge says
 * `trigger`, for a couple or a visitor (vendors have their own concierge), unless the chat was
 * left open or minimized on the page before, or closed by hand (then it does not start).
 */
async function triggered(store: ChatDataStore): Promise<boolean> {
  const { actor, machine } = store.getState();
  const asks = query('[data-widget="chat"]')?.hasAttribute('data-concierge-trigger') ?? false;
  if (!asks || machine.display !== 'launcher' || (actor?.type !== 'user' && actor?.type !== 'anonymous')) return false;
  return api.conciergeTriggered();
}

async function loadMenu(store: ChatDataStore): Promise<void> {
  const menu = await api.loadMenu();
  store.setState(menu ? { menu } : { failed: true });
}

async function loadConversation(store: ChatDataStore, dispatch: Dispatch, id: number | undefined, item?: ConversationMenuItem): Promise<void> {
  const known = item ?? store.getState().menu?.find((m) => m.id === id);
  const withType: ActorType = known?.toType ?? 'concierge';
  const title = known?.actorName ?? '';
  store.setState({ loading: true, failed: false, vendors: null, conversation: { id: id ?? null, with: withType, title, avatar: known?.actorAvatar ?? null, messages: [], messageDefault: null } });
  const history = await api.loadHistory(id);
  // Another conversation was opened meanwhile: this history is not wanted any more.
  if (store.getState().conversation?.id !== (id ?? null)) return;
  if (!history) return store.setState({ loading: false, failed: true });
  if (history.reload) dispatch({ type: 'reload' });
  const messages = history.messages;
  const self = store.getState().actor?.type;
  const other = messages.find((m) => m.fromType !== self);
  // Opened without its menu line (a restored chat, an incoming message): the history says who the other side is.
  const withOther = known?.toType ?? other?.fromType ?? messages.find((m) => m.fromType === self)?.toType ?? withType;
  const avatar = known?.actorAvatar ?? (withOther.startsWith('concierge') ? history.conciergeAvatar : other?.actor?.avatar) ?? null;
  store.setState({
    loading: false,
    conciergeStatus: history.status,
    conversation: { id: id ?? messages[0]?.idConversation ?? null, with: withOther, title: title || other?.actor?.name || '', avatar, messages, messageDefault: history.messageDefault },
  });
}

async function readConversation(store: ChatDataStore, id: number): Promise<void> {
  const { actor } = store.getState();
  if (!actor) return;
  // Up to the last message the server knows (the chat's own lines have negative ids).
  const last = store.getState().conversation?.messages.findLast((m) => m.id > 0)?.id;
  const pending = await api.markRead(id, actor.type, last);
  if (pending !== undefined) emit('inbox:unread', { numUnread: pending });
}
