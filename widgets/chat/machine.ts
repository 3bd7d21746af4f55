import type { ActorType, ChatMessage, TypingEvent } from '../../src/api/chat-schemas';

/**
 * The chat's display states and transitions (spec §4 "Chat"), as a pure function: the widget
 * keeps the state, feeds it events and runs the effects it answers. Keeping the rules here,
 * free of React and timers, lets the unit tests walk every transition.
 *
 * - launcher: only the launcher button (no active chat);
 * - open: the conversation view;
 * - minimized: the launcher with, after an incoming message, its summary bubble;
 * - hidden: nothing shown (inactivity disconnected the chat);
 * - closed: the concierge was closed by hand (cookie): the widget does not start on its own.
 */
export type ChatDisplay = 'launcher' | 'open' | 'minimized' | 'hidden' | 'closed';

export interface ChatMachineState {
  display: ChatDisplay;
  /** The conversation on screen, null before any. */
  conversationId: number | null;
  /** The message the summary bubble shows while minimized. */
  summary: ChatMessage | null;
  /** Who is typing in the conversation on screen, with the time the indicator hides. */
  typing: { name: string; until: number } | null;
}

export type ChatEvent =
  | { type: 'open'; conversationId?: number }
  | { type: 'minimize' }
  | { type: 'close' }
  | { type: 'forceMinimize' }
  | { type: 'inactive' }
  | { type: 'active' }
  /**
   * `viewer`: whose chat it is (the actor of the channel it came on); `listOpen`: the open panel
   * shows the conversations list, not a conversation (the effects runner tells).
   */
  | { type: 'incoming'; message: ChatMessage; viewer?: ActorType; listOpen?: boolean }
  | { type: 'typing'; event: TypingEvent; now: number }
  | { type: 'tick'; now: number }
  | { type: 'summaryFaded' }
  | { type: 'restore'; display: 'open' | 'minimized'; conversationId: number }
  | { type: 'expired' }
  | { type: 'reload' };

/** What the widget must do after a transition. */
export type ChatEffect =
  | { type: 'markRead'; conversationId: number }
  | { type: 'recordManualClose' }
  | { type: 'disconnect' }
  | { type: 'reconnect' }
  | { type: 'append'; message: ChatMessage }
  /** `message`, when given, is the incoming one that asked for the load: it shows even if the history lags. */
  | { type: 'loadConversation'; conversationId: number; message?: ChatMessage }
  | { type: 'playSound' }
  | { type: 'notify'; message: ChatMessage }
  /** The conversations list on screen is loaded again: its previews and unread counts changed. */
  | { type: 'reloadMenu' }
  | { type: 'clearStored' }
  /** Spec §7: a vendor's request is refreshed after a realtime message about it. */
  | { type: 'refreshVendorRequest'; messageId: number };

/** Spec §9: the typing indicator hides after 6 s. */
export const TYPING_VISIBLE_MS = 6000;

export function initialChatState(manuallyClosed = false): ChatMachineState {
  return { display: manuallyClosed ? 'closed' : 'launcher', conversationId: null, summary: null, typing: null };
}

interface Result {
  state: ChatMachineState;
  effects: ChatEffect[];
}

const same = (state: ChatMachineState): Result => ({ state, effects: [] });

/** Opening shows the conversation and marks its messages read. */
function open(state: ChatMachineState, conversationId = state.conversationId): Result {
  const next = { ...state, display: 'open' as const, summary: null, conversationId };
  const effects: ChatEffect[] = conversationId === null ? [] : [{ type: 'markRead', conversationId }];
  if (conversationId !== null && conversationId !== state.conversationId) effects.unshift({ type: 'loadConversation', conversationId });
  return { state: next, effects };
}

/** Spec §4: the three cases of an incoming message, and the hidden chat coming back. */
function incoming(state: ChatMachineState, message: ChatMessage, listOpen = false): Result {
  const id = message.idConversation;
  // Closed by hand (the cookie): the concierge stays quiet; a vendor's or couple's message still comes.
  if (state.display === 'closed' && message.fromType.startsWith('concierge')) return same(state);
  // The person is reading the conversations list: it stays open, its line and unread count change.
  if (state.display === 'open' && listOpen) return { state, effects: [{ type: 'reloadMenu' }] };
  const typing = null;
  if (state.display === 'open' && state.conversationId === id) {
    return { state: { ...state, typing }, effects: [{ type: 'append', message }, { type: 'markRead', conversationId: id }] };
  }
  if (state.display === 'hidden') {
    const effects: ChatEffect[] = [{ type: 'playSound' }, { type: 'notify', message }];
    effects.unshift(state.conversationId === id ? { type: 'append', message } : { type: 'loadConversation', conversationId: id, message });
    return { state: { ...state, display: 'minimized', conversationId: id, summary: message, typing }, effects };
  }
  if (state.conversationId === null || state.display === 'launcher' || state.display === 'closed') {
    const load: ChatEffect = { type: 'loadConversation', conversationId: id, message };
    return { state: { ...state, display: 'minimized', conversationId: id, summary: message, typing }, effects: [load, { type: 'notify', message }] };
  }
  // Open on another conversation, or minimized: load the message's conversation in the same state.
  const effects: ChatEffect[] = [state.conversationId === id ? { type: 'append', message } : { type: 'loadConversation', conversationId: id, message }];
  if (state.display === 'open') effects.push({ type: 'markRead', conversationId: id });
  else effects.push({ type: 'notify', message });
  return { state: { ...state, conversationId: id, summary: state.display === 'open' ? null : message, typing }, effects };
}

/** The next state and the effects to run for one event. */
export function transition(state: ChatMachineState, event: ChatEvent): Result {
  switch (event.type) {
    case 'open':
      return open(state, event.conversationId ?? state.conversationId);
    case 'minimize':
    case 'close':
      // Spec §4: minimize or close sets minimized and records the manual close.
      if (state.display === 'hidden') return same(state);
      return { state: { ...state, display: 'minimized', summary: null }, effects: [{ type: 'recordManualClose' }] };
    case 'forceMinimize':
      return state.display === 'open' ? same({ ...state, display: 'minimized' }) : same(state);
    case 'inactive':
      return { state: { ...state, display: 'hidden', summary: null, typing: null }, effects: [{ type: 'disconnect' }] };
    case 'active':
      // Back after an inactivity disconnect: connected again, the launcher shown again.
      return state.display === 'hidden' ? { state: { ...state, display: 'launcher' }, effects: [{ type: 'reconnect' }] } : same(state);
    case 'incoming': {
      const result = incoming(state, event.message, event.listOpen);
      if (event.viewer !== 'vendor') return result;
      // Whatever the display, even when the concierge stays quiet: the vendor's request follows every message.
      return { ...result, effects: [{ type: 'refreshVendorRequest', messageId: event.message.id }, ...result.effects] };
    }
    case 'typing':
      if (event.event.idConversation !== state.conversationId || state.display !== 'open') return same(state);
      return same({ ...state, typing: { name: event.event.actor.name, until: event.now + TYPING_VISIBLE_MS } });
    case 'tick':
      return state.typing && event.now >= state.typing.until ? same({ ...state, typing: null }) : same(state);
    case 'summaryFaded':
      return same({ ...state, summary: null });
    case 'restore':
      // The chat as the person left it on the previous page (the stored chat state).
      if (state.display !== 'launcher') return same(state);
      if (event.display === 'open') return open(state, event.conversationId);
      return { state: { ...state, display: 'minimized', conversationId: event.conversationId }, effects: [{ type: 'loadConversation', conversationId: event.conversationId }] };
    case 'expired':
    case 'reload':
      return { state: { ...initialChatState(), display: state.display === 'closed' ? 'closed' : 'launcher' }, effects: [{ type: 'clearStored' }] };
  }
}
