import * as z from 'zod/mini';
import { id } from '../../src/api/fields';
import { realWeddings } from '../../src/api/listing';
import { defineEnhancer } from '../../src/boot/define-widget';
import { parseInert } from '../../src/lib/csp';
import { loadFragment } from '../../src/ui/fragment/load-fragment';
import { enhanceSlider, type Slider } from '../../src/ui/slider/slider';
import { sliderMessages } from './messages';
import { slidesOf } from './slides';

/** Spec §9: the real-weddings slider loads more once it holds at least this many tiles. */
export const LOAD_MORE_AT = 6;

const ID_ATTR = 'data-real-wedding-id';

/**
 * The storefront's real-weddings slider (spec §2, §7, §9). Holding at least 6 tiles, it asks
 * for more (GET /storefront/real-weddings, with the ids it holds) when the person reaches its
 * end, until an answer brings none. A failed call says so over the slides and leaves them; Next
 * then tries again.
 */
export default defineEnhancer({
  props: z.object({ vendorId: id }),
  enhance(element, { vendorId }) {
    const track = element.querySelector<HTMLElement>('[data-slider-track]');
    let state: 'idle' | 'loading' | 'failed' | 'done' = 'idle';
    const controller = new AbortController();
    const enough = () => (track?.children.length ?? 0) >= LOAD_MORE_AT;
    const slider: Slider = enhanceSlider(element, {
      hasMore: () => state !== 'done' && enough(),
      onEnd: (pressed) => {
        if (!enough() || state === 'loading' || state === 'done' || (state === 'failed' && !pressed)) return;
        state = 'loading';
        void loadMore(slider, vendorId, controller.signal).then((outcome) => {
          if (controller.signal.aborted) return;
          state = outcome;
          slider.update();
        });
      },
    });
    return () => {
      controller.abort();
      slider.stop();
    };
  },
});

async function loadMore(slider: Slider, vendorId: number, signal: AbortSignal): Promise<'idle' | 'failed' | 'done'> {
  const held = [...slider.track.querySelectorAll(`[${ID_ATTR}]`)].map((tile) => Number(tile.getAttribute(ID_ATTR))).filter((n) => n > 0);
  slider.busy(true);
  const result = await loadFragment(realWeddings, { vendorId, excludedRealWeddingIds: held }, { signal });
  slider.busy(false);
  if (signal.aborted) return 'idle';
  if (!result.ok) {
    console.warn('[widgets] More real weddings could not be loaded.', result);
    slider.say(sliderMessages.realWeddingsFailed);
    return 'failed';
  }
  slider.say();
  const slides = slidesOf(result.fragment);
  if (!slides.length) return 'done';
  // The cleaned HTML keeps no data-* attribute: each tile's id is read from the answer as it came (inert).
  const ids = [...parseInert(result.html).querySelectorAll(`[${ID_ATTR}]`)].map((tile) => tile.getAttribute(ID_ATTR) ?? '');
  slides.forEach((slide, i) => ids[i] && /^\d+$/.test(ids[i]) && slide.setAttribute(ID_ATTR, ids[i]));
  slider.append(slides);
  return 'idle';
}
