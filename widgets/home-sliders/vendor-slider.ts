import { importAgain } from '../../src/lib/import-again';
import { enhanceSlider, type Slider } from '../../src/ui/slider/slider';
import { slidesOf } from './slides';

/**
 * The home page's featured-vendors and choice-awards sliders (spec §2; the loader with its
 * isVendorAwards flag, spec §7). The server prints each vendor's name and link in a frame of
 * the slide's size; woken as the slider comes near the viewport, the loader asks for the slides
 * (POST /home/highlightedVendorsAjax) and puts them in place, pictures loading lazily. An
 * answer that fails, or holds no slide, leaves the server's slides as they are.
 */
export function enhanceVendorSlider(element: HTMLElement, vendorIds: number[], isVendorAwards: number | undefined): () => void {
  const slider = enhanceSlider(element);
  const controller = new AbortController();
  if (vendorIds.length) void fill(slider, { vendorIds, ...(isVendorAwards ? { isVendorAwards } : {}) }, controller.signal);
  return () => {
    controller.abort();
    slider.stop();
  };
}

async function fill(slider: Slider, payload: { vendorIds: number[]; isVendorAwards?: number }, signal: AbortSignal): Promise<void> {
  slider.busy(true);
  const result = await importAgain(() => import('./requests'))
    .then(({ loadVendorSlides }) => loadVendorSlides(payload, signal))
    .catch((cause: unknown) => ({ ok: false as const, reason: 'chunk', cause }));
  if (signal.aborted) return;
  slider.busy(false);
  if (!result.ok) return console.warn('[widgets] The vendor slider could not be loaded; the server slides stay.', result);
  slider.replace(slidesOf(result.fragment));
}
