/** Spec §9: an arrow disables when the slide at its edge is at least this much in view. */
export const GALLERY_EDGE_THRESHOLD = 0.9;

/** The scroll measures the edge checks read: a track element has them all. */
export interface TrackMeasures {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/**
 * Which edges of a horizontal slider (or a tile's gallery) are reached: the first (or last)
 * slide is at least 90 % in view. `slideWidth` is the width of one slide; a gallery's slides are
 * as wide as its track (the default), so a tenth of the track is then the tolerance.
 */
export function galleryEdges(track: TrackMeasures, slideWidth = track.clientWidth): { atStart: boolean; atEnd: boolean } {
  const slack = slideWidth * (1 - GALLERY_EDGE_THRESHOLD);
  return {
    atStart: track.scrollLeft <= slack,
    atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - slack,
  };
}

/** The slide most in view (0-based), from the scroll position, for slides as wide as the track. */
export function currentSlide(track: { scrollLeft: number; clientWidth: number }): number {
  return track.clientWidth ? Math.round(track.scrollLeft / track.clientWidth) : 0;
}
