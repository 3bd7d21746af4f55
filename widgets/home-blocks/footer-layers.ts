import { WIDE_ENOUGH, type LayerName } from './layers';

/**
 * The footer layers (spec §2 Homepage, §7, §9): the contest, promote-inbound-number and couple
 * choice awards banners, whose HTML comes from their endpoints. Woken when the page's footer
 * slot comes into view; on tablets or smaller (checked before anything else) it asks for
 * nothing, nor for a layer whose cookie is 1. A layer that cannot load stays absent: the slot
 * is empty and takes no room.
 */
export function enhanceFooterLayers(slot: HTMLElement, layers: LayerName[], remember: boolean): (() => void) | undefined {
  if (!matchMedia(WIDE_ENOUGH).matches || !layers.length) return undefined;
  const controller = new AbortController();
  // The cookies, the calls, the sanitizer and the layers' DOM come in a chunk of their own: a
  // phone never loads it. A chunk that cannot load leaves the slot empty.
  void import('./show-layers').then(
    ({ showLayers }) => showLayers(slot, layers, { remember, signal: controller.signal }),
    () => undefined,
  );
  return () => {
    controller.abort();
    slot.replaceChildren();
  };
}
