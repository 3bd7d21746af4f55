import { MODAL_BREAKPOINT_PX } from '../../src/ui/constants';

/** Spec §4: tooltips open on hover (and focus) on desktop, on tap on phones and touch-only screens. */
export function isTapMode(): boolean {
  return matchMedia(`(hover: none), (max-width: ${MODAL_BREAKPOINT_PX - 0.02}px)`).matches;
}
