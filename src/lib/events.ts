/**
 * Typed events between widgets: a widget never imports another, it emits and listens here.
 * Each module instance is shared by every widget chunk of the bundle.
 */
export interface WidgetEvents {
  /**
   * Log-in or sign-up finished: the header refreshes, open modals close. `name` and `email` are
   * the account's as the person gave them (the form, or the network's answer) when known: a
   * flow that asked for the account prefills with them (the expert-advice scheduler).
   */
  'auth:done': { type: 'user' | 'vendor'; name?: string; email?: string };
  /** Every open modal should close (e.g. after auth). */
  'modals:close': Record<string, never>;
  /** The unread count changed somewhere (inbox, chat). */
  'inbox:unread': { numUnread: number };
  /** After a log-in: the account's saved vendors among the page's hearts, as the server prints them (vendor id → saved). */
  'favourites:known': { saved: Readonly<Record<number, boolean>> };
  /** Spec §4: the multi-category flow ran out of categories (every one contacted or passed). */
  'multi-category:end': { categoryIds: number[] };
}

type Listener<K extends keyof WidgetEvents> = (detail: WidgetEvents[K]) => void;

const listeners = new Map<keyof WidgetEvents, Set<Listener<never>>>();

/** Listens to one event; returns the function that stops listening. */
export function on<K extends keyof WidgetEvents>(name: K, listener: Listener<K>): () => void {
  let set = listeners.get(name);
  if (!set) listeners.set(name, (set = new Set()));
  set.add(listener as Listener<never>);
  return () => set.delete(listener as Listener<never>);
}

/** Emits one event to every listener; a failing listener is reported and does not stop the others. */
export function emit<K extends keyof WidgetEvents>(name: K, detail: WidgetEvents[K]): void {
  // A copy: a listener may stop listening (or start another) while we go through them.
  for (const listener of Array.from(listeners.get(name) ?? [])) {
    try {
      (listener as Listener<K>)(detail);
    } catch (error) {
      console.error(`[widgets] A listener of "${name}" failed.`, error);
    }
  }
}
