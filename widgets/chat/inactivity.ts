/** Spec §9: the chat disconnects after 15 minutes without activity. */
export const INACTIVITY_MS = 15 * 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Calls `inactive` after INACTIVITY_MS without a pointer, key or scroll, and `active` at the next
 * one; then waits again. Returns the function that stops watching.
 */
export function watchInactivity(inactive: () => void, active: () => void): () => void {
  let idle = false;
  const arm = () =>
    setTimeout(() => {
      idle = true;
      inactive();
    }, INACTIVITY_MS);
  let timer = arm();
  const onActivity = () => {
    clearTimeout(timer);
    if (idle) {
      idle = false;
      active();
    }
    timer = arm();
  };
  ACTIVITY_EVENTS.forEach((name) => document.addEventListener(name, onActivity, { passive: true, capture: true }));
  return () => {
    clearTimeout(timer);
    ACTIVITY_EVENTS.forEach((name) => document.removeEventListener(name, onActivity, { capture: true }));
  };
}
