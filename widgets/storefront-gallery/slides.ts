/** Spec §9: a slide counts as reached when at least this much of it is in view. */
export const GALLERY_EDGE_THRESHOLD = 0.9;

/**
 * The slide a swipe has reached (0-based), or `current` while it is between two: one slide is as
 * wide as the track, and the position only changes once a slide is 90 % in view, so the counter
 * does not flicker halfway through a swipe.
 */
export function reachedSlide(track: { scrollLeft: number; clientWidth: number }, current: number): number {
  if (!track.clientWidth) return current;
  const position = track.scrollLeft / track.clientWidth;
  const nearest = Math.round(position);
  return Math.abs(position - nearest) <= 1 - GALLERY_EDGE_THRESHOLD + 1e-6 ? nearest : current;
}

/** `index` kept within a gallery of `count` slides. */
export function clampSlide(index: number, count: number): number {
  return Math.min(Math.max(index, 0), count - 1);
}
