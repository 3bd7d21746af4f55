import { MEDIA } from '../../src/ui/breakpoints';

/** Spec §4: tooltips open on hover (and focus) on desktop, on tap on phones and touch-only screens. */
export function isTapMode(): boolean {
  return matchMedia(`(hover: none), ${MEDIA.mobile}`).matches;
}
