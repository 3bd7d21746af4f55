import { importAgain } from '../../src/lib/import-again';
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
export function enhanceRealWeddings(element: HTMLElement, vendorId: number): () => void {
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
}

async function loadMore(slider: Slider, vendorId: number, signal: AbortSignal): Promise<'idle' | 'failed' | 'done'> {
  const held = [...slider.track.querySelectorAll(`[${ID_ATTR}]`)].map((tile) => Number(tile.getAttribute(ID_ATTR))).filter((n) => n > 0);
  slider.busy(true);
  const result = await importAgain(() => import('./requests'))
    .then(({ loadRealWeddings }) => loadRealWeddings({ vendorId, excludedRealWeddingIds: held }, signal))
    .catch((cause: unknown) => ({ ok: false as const, reason: 'chunk', cause }));
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
  // The cleaned HTML keeps no data-* attribute: each tile's id (digits only) is read, in order,
  // from the answer as it came, and given back to its tile.
  const ids = [...result.html.matchAll(/data-real-wedding-id="(\d+)"/g)].map((match) => match[1]);
  slides.forEach((slide, i) => {
    const id = ids[i];
    if (id) slide.setAttribute(ID_ATTR, id);
  });
  slider.append(slides);
  return 'idle';
}
