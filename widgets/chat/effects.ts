import type { ChatMessage } from '../../src/api/chat-schemas';
import { isInsideApp } from '../../src/lib/native-app';
import { pauseRealtime, resumeRealtime } from '../../src/lib/realtime';
import { removeValue, writeValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';
import { refreshVendorRequest } from './chat-api';
import type { ChatDataStore } from './chat-data';
import { transition, type ChatEffect, type ChatEvent } from './machine';

/** What the effects ask of the chat's other units. */
export interface EffectTargets {
  readConversation(conversationId: number): Promise<void>;
  openConversation(conversationId: number): Promise<void>;
  loadMenu(): Promise<void>;
  receive(messages: ChatMessage[], live: boolean): void;
  notify(message: ChatMessage): void;
  playSound?(): void;
}

/** One handler per effect the machine can ask for: a new effect without its handler fails the type check. */
type EffectHandlers = { [T in ChatEffect['type']]: (effect: Extract<ChatEffect, { type: T }>) => void };

/**
 * Feeds events to the chat's state machine (machine.ts), keeps the state it answers and
 * runs the effects it asks for: the machine decides, this file does.
 */
export function createEffectsRunner(store: ChatDataStore, targets: EffectTargets) {
  const handlers: EffectHandlers = {
    markRead: ({ conversationId }) => void targets.readConversation(conversationId),
    recordManualClose: () => writeValue(isInsideApp() ? storedValues.conciergeClosed.app : storedValues.conciergeClosed.web, '1'),
    disconnect: () => pauseRealtime(),
    reconnect: () => resumeRealtime(),
    append: ({ message }) => targets.receive([message], true),
    loadConversation: ({ conversationId, message }) => {
      // Already on screen (or loading): the person opened it from the menu.
      if (store.getState().conversation?.id !== conversationId) {
        void targets.openConversation(conversationId).then(() => message && targets.receive([message], false));
      } else if (message) targets.receive([message], true);
    },
    playSound: () => targets.playSound?.(),
    notify: ({ message }) => targets.notify(message),
    reloadMenu: () => void targets.loadMenu(),
    clearStored: () => {
      removeValue(storedValues.chatState.bot);
      removeValue(storedValues.chatState.concierge);
    },
    refreshVendorRequest: ({ messageId }) => refreshVendorRequest(messageId),
  };

  /** Runs one effect (also what the chat does itself: the flush of the chatbot's end clears the stored state). */
  function run(effect: ChatEffect): void {
    (handlers[effect.type] as (effect: ChatEffect) => void)(effect);
  }

  return {
    run,
    /** The machine's next state for `event`, then its effects, in order. */
    dispatch(event: ChatEvent): void {
      const { state, effects } = transition(store.getState().machine, event.type === 'incoming' ? { ...event, listOpen: listOpen(store) } : event);
      if (state !== store.getState().machine) store.setState({ machine: state });
      effects.forEach(run);
    },
  };
}

/** The panel shows the conversations list: an account's chat (visitors have none) with no conversation on screen. */
function listOpen(store: ChatDataStore): boolean {
  const { actor, conversation } = store.getState();
  return conversation === null && (actor?.type === 'user' || actor?.type === 'vendor');
}
