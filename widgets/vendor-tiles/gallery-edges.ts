/** Spec §9: an arrow disables when the slide at its edge is at least this much in view. */
export const GALLERY_EDGE_THRESHOLD = 0.9;

/**
 * Which edges of a horizontal gallery are reached: the first (or last) slide is at least 90 %
 * in view. Slides are as wide as the track, so a tenth of its width is the tolerance.
 */
export function galleryEdges(track: { scrollLeft: number; clientWidth: number; scrollWidth: number }): { atStart: boolean; atEnd: boolean } {
  const slack = track.clientWidth * (1 - GALLERY_EDGE_THRESHOLD);
  return {
    atStart: track.scrollLeft <= slack,
    atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - slack,
  };
}

/** The slide most in view (0-based), from the scroll position. */
export function currentSlide(track: { scrollLeft: number; clientWidth: number }): number {
  return track.clientWidth ? Math.round(track.scrollLeft / track.clientWidth) : 0;
}
