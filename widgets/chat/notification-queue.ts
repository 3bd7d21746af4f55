import type { ChatMessage } from '../../src/api/chat-schemas';
import { flashTitle } from './attention';
import { traceNotificationShown } from './chat-api';
import type { ChatDataStore } from './chat-data';
import { messages } from './messages';

/** Spec §9: a notification closes itself after 5 s, fading out in its last 300 ms. */
export const NOTIFICATION_MS = 5000;
export const NOTIFICATION_FADE_MS = 300;

/**
 * The notifications of messages that came while the chat was not open (spec §4): one at a
 * time, with the page title flashing; each fades out and closes after 5 s, or when the
 * person opens or dismisses it, and the next one waiting follows. Opening the chat closes them
 * all: it shows those messages, and the notifications sit where its panel opens. (The chime is the state
 * machine's own effect: it plays only when a hidden chat comes back.)
 */
export function createNotificationQueue(store: ChatDataStore) {
  let stopShowing = () => {};

  function show(message: ChatMessage | null, waiting: ChatMessage[]): void {
    stopShowing();
    store.setState({ notification: message, notificationFading: false, queue: waiting });
    if (!message) return;
    const stopFlash = flashTitle(messages.titleFlash);
    const fade = setTimeout(() => store.setState({ notificationFading: true }), NOTIFICATION_MS - NOTIFICATION_FADE_MS);
    const close = setTimeout(dismiss, NOTIFICATION_MS);
    stopShowing = () => {
      clearTimeout(fade);
      clearTimeout(close);
      stopFlash();
      stopShowing = () => {};
    };
  }

  /** The notification closed (by the person or its 5 s): the next one waiting, if any. */
  function dismiss(): void {
    const [next = null, ...rest] = store.getState().queue;
    show(next, rest);
  }

  /** Shows `message`'s notification, or queues it behind the one on screen. */
  function notify(message: ChatMessage): void {
    // Messages of this page (negative ids) have no server id to trace.
    if (message.id > 0) traceNotificationShown(message.id);
    const { notification, queue } = store.getState();
    if (notification) store.setState({ queue: [...queue, message] });
    else show(message, queue);
  }

  return { notify, dismiss, clear: () => show(null, []), destroy: () => stopShowing() };
}
