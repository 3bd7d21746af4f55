import type { ChatMessage } from '../../src/api/chat-schemas';
import type { ChatDataStore } from './chat-data';

/** Spec §9: the bot's reply shows after a random 1–2 s, as if typed. Tests set both to 0. */
export const botDelay = { min: 1000, max: 2000 };

/**
 * The way messages reach the conversation on screen: the chatbot's live ones as if typed,
 * each after its own 1–2 s and one after the other, so they keep their order; once each,
 * since realtime and the history read after a reply both bring them. `botTyping` is on
 * while any waits. Everything else (people's messages, a history) shows at once.
 */
export function createBotTyping(store: ChatDataStore, append: (message: ChatMessage) => void) {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const queued = new Set<number>();
  let typed = Promise.resolve();
  let waiting = 0;
  // Each timer starts once the previous message shows: one may start after the chat is gone.
  let stopped = false;

  /** Resolves when `message` is shown, its delay drawn once the previous one is shown. */
  const typeOut = (message: ChatMessage) =>
    new Promise<void>((done) => {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        append(message);
        waiting -= 1;
        if (waiting === 0) store.setState({ botTyping: false });
        done();
      }, botDelay.min + Math.random() * (botDelay.max - botDelay.min));
      timers.add(timer);
    });

  function enqueue(message: ChatMessage): void {
    if (queued.has(message.id) || store.getState().conversation?.messages.some((m) => m.id === message.id)) return;
    queued.add(message.id);
    store.setState({ botTyping: true });
    typed = typed.then(() => typeOut(message));
    waiting += 1;
  }

  return {
    /** Adds messages to the conversation on screen; `live` ones from the bot (a question, a step of its flow) after its delay. */
    receive(messages: ChatMessage[], live: boolean): void {
      for (const message of messages) {
        if (live && message.fromType.startsWith('concierge') && message.messageType !== undefined) enqueue(message);
        else append(message);
      }
    },
    /** The widget unmounted: nothing more is shown. */
    destroy(): void {
      stopped = true;
      timers.forEach(clearTimeout);
    },
  };
}
