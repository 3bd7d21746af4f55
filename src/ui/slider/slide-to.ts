/** Spec §9: a slider takes this long to slide to its next position. */
export const SLIDE_TO_MS = 300;

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls `track` to `left` over {@link SLIDE_TO_MS} (at once for those who ask for reduced
 * motion). Scroll snapping is off while it runs (`data-sliding`, site.css): a snapping track
 * would pull each step of the animation back to the slide it left.
 */
export function slideTo(track: HTMLElement, left: number, duration = SLIDE_TO_MS): Promise<void> {
  const from = track.scrollLeft;
  if (duration <= 0 || reducedMotion() || typeof requestAnimationFrame !== 'function' || from === left) {
    track.scrollLeft = left;
    return Promise.resolve();
  }
  track.setAttribute('data-sliding', '');
  const start = performance.now();
  return new Promise((resolve) => {
    const step = () => {
      const progress = Math.min(1, (performance.now() - start) / duration);
      track.scrollLeft = from + (left - from) * easeOut(progress);
      if (progress < 1) return void requestAnimationFrame(step);
      track.removeAttribute('data-sliding');
      resolve();
    };
    requestAnimationFrame(step);
  });
}

function easeOut(t: number): number {
  return 1 - (1 - t) ** 3;
}
