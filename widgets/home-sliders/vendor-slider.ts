import * as z from 'zod/mini';
import { idList, optionalFlag } from '../../src/api/fields';
import { highlightedVendors } from '../../src/api/searcher';
import { defineEnhancer } from '../../src/boot/define-widget';
import { loadFragment } from '../../src/ui/fragment/load-fragment';
import { enhanceSlider, type Slider } from '../../src/ui/slider/slider';
import { slidesOf } from './slides';

/**
 * The home page's featured-vendors and choice-awards sliders (spec §2; the loader with its
 * isVendorAwards flag, spec §7). The server prints each vendor's name and link in a frame of
 * the slide's size; woken as the slider comes near the viewport, the loader asks for the slides
 * (POST /home/highlightedVendorsAjax) and puts them in place, pictures loading lazily. An
 * answer that fails, or holds no slide, leaves the server's slides as they are.
 */
export default defineEnhancer({
  props: z.object({ vendorIds: idList, isVendorAwards: optionalFlag }),
  enhance(element, { vendorIds, isVendorAwards }) {
    const slider = enhanceSlider(element);
    const controller = new AbortController();
    if (vendorIds.length) void fill(slider, { vendorIds, ...(isVendorAwards ? { isVendorAwards } : {}) }, controller.signal);
    return () => {
      controller.abort();
      slider.stop();
    };
  },
});

async function fill(slider: Slider, payload: { vendorIds: number[]; isVendorAwards?: number }, signal: AbortSignal): Promise<void> {
  slider.busy(true);
  const result = await loadFragment(highlightedVendors, payload, { signal, require: 'li a[href]' });
  if (signal.aborted) return;
  slider.busy(false);
  if (!result.ok) return console.warn('[widgets] The vendor slider could not be loaded; the server slides stay.', result);
  slider.replace(slidesOf(result.fragment));
}
