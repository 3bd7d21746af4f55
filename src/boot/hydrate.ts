import type { HydrateMode } from './types';

/** Events that only warm up the load; nothing to replay. */
const WARM = ['pointerover', 'focusin', 'touchstart'] as const;
/** Events that carry an intent the user expects to happen: held back and replayed. */
const HOLD = ['click', 'keydown'] as const;

/** A wait for the hydration moment: `cancel` stops it, `held` is the first click or key, if any. */
export interface Waiting {
  cancel(): void;
  held(): Event | undefined;
}

const nothingHeld = () => undefined;

/**
 * Calls `start` when the element's moment comes. For `interaction`, the first click or key is
 * held (default prevented) until `cancel`, so the mounted widget can replay it: the peers'
 * island runtimes drop it. Hovering or focusing only starts the load early.
 */
export function whenHydrate(el: Element, mode: HydrateMode, start: () => void): Waiting {
  if (mode === 'idle') {
    const ric = window.requestIdleCallback;
    if (ric) {
      const id = ric(() => start(), { timeout: 2000 });
      return { cancel: () => window.cancelIdleCallback(id), held: nothingHeld };
    }
    const id = setTimeout(() => start(), 200);
    return { cancel: () => clearTimeout(id), held: nothingHeld };
  }
  if (mode === 'visible' && 'IntersectionObserver' in window) {
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          start();
        }
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return { cancel: () => io.disconnect(), held: nothingHeld };
  }
  if (mode === 'interaction') return onInteraction(el, start);
  start();
  return { cancel() {}, held: nothingHeld };
}

function onInteraction(el: Element, start: () => void): Waiting {
  let started = false;
  let held: Event | undefined;
  const begin = () => {
    if (!started) start();
    started = true;
  };
  const warm = () => begin();
  // Until the widget is mounted (and these listeners removed) every click is held, so a
  // second click on a server link cannot navigate away; only the first is replayed.
  const hold = (event: Event) => {
    if (event.type === 'keydown' && !isActionKey(event as KeyboardEvent)) return begin();
    event.preventDefault();
    event.stopPropagation();
    held ??= event;
    begin();
  };
  for (const type of WARM) el.addEventListener(type, warm, { passive: true });
  for (const type of HOLD) el.addEventListener(type, hold, true);
  // Focused while the page loaded, before this bundle ran (a person typing early on a slow
  // network): the focus event is gone, and the person is already there.
  if (el.contains(document.activeElement)) begin();
  return {
    cancel() {
      for (const type of WARM) el.removeEventListener(type, warm);
      for (const type of HOLD) el.removeEventListener(type, hold, true);
    },
    held: () => held,
  };
}

/**
 * Keys that act: Enter, and Space or a character outside form fields (Tab and arrows only move
 * focus). Typing in a field is left to the browser, the widget finds the text there (holding it
 * would lose every character after the first); a field's click (Space on a checkbox) is held.
 */
function isActionKey(event: KeyboardEvent): boolean {
  return event.key === 'Enter' || (!('value' in (event.target as object)) && event.key.length === 1 && !event.ctrlKey && !event.metaKey);
}
