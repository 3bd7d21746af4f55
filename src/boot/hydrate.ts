import type { HydrateMode, Waiting } from './types';

/** Events that only warm up the load; nothing to replay. */
const WARM = ['pointerover', 'focusin', 'touchstart'] as const;
/** The controls a held click or key marks busy. */
const BUSY = 'a,button,input,select,textarea,summary';
/** Events that carry an intent the user expects to happen: held back and replayed. */
const HOLD = ['click', 'keydown'] as const;

/**
 * Calls `start` when the element's moment comes (`mode`: the element's `data-hydrate`; anything
 * but a moment of HydrateMode waits for an interaction). For an interaction, the first click or
 * key is held (default prevented) until `cancel`, so the mounted widget can replay it: the
 * peers' island runtimes drop it. Hovering or focusing only starts the load early.
 */
export function whenHydrate(el: Element, mode: HydrateMode | string | null, start: () => void): Waiting {
  if (mode === 'idle') {
    // WebKit has no idle callbacks: a short timer instead.
    const idle = 'requestIdleCallback' in window;
    const id = idle ? requestIdleCallback(start, { timeout: 2000 }) : (setTimeout(start, 200) as unknown as number);
    return { cancel: () => (idle ? cancelIdleCallback(id) : clearTimeout(id)) };
  }
  if (mode === 'visible') {
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
    return { cancel: () => io.disconnect() };
  }
  if (mode !== 'load') return onInteraction(el, start);
  start();
  return { cancel() {} };
}

function onInteraction(el: Element, start: () => void): Waiting {
  let started = false;
  let held: Event | undefined;
  const begin = () => {
    if (!started) start();
    started = true;
  };
  // Until the widget is mounted (and these listeners removed) every click is held, so a
  // second click on a server link cannot navigate away; only the first is replayed.
  const hold = (event: Event) => {
    if (event.type === 'keydown' && !isActionKey(event as KeyboardEvent)) return begin();
    event.preventDefault();
    event.stopPropagation();
    held ??= event;
    begin();
    // Taken, and on its way: the control says so at once (aria-busy, which the site's CSS shows,
    // README "Including the bundle") while the widget's code comes; the runtime clears it.
    (event.target as Element).closest(BUSY)?.setAttribute('aria-busy', 'true');
  };
  // begin ignores the event: a warm-up only starts the load.
  for (const type of WARM) el.addEventListener(type, begin, { passive: true });
  for (const type of HOLD) el.addEventListener(type, hold, true);
  // Focused while the page loaded, before this bundle ran (a person typing early on a slow
  // network): the focus event is gone, and the person is already there.
  if (el.contains(document.activeElement)) begin();
  return {
    cancel() {
      for (const type of WARM) el.removeEventListener(type, begin);
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
