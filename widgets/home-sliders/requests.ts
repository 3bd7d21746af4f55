import { highlightedVendors, homeSwiperRecommendations, realWeddings } from '../../src/api/home';
import { loadFragment, type FragmentResult } from '../../src/ui/fragment/load-fragment';

// The sliders' calls (spec §7), in a chunk of their own: it loads with a slider's first call,
// so the sliders' own chunk (and the runtime's list of what it needs) stays small.

/** POST /home/highlightedVendorsAjax: the featured (or, with isVendorAwards, the awards) slides. */
export function loadVendorSlides(payload: { vendorIds: number[]; isVendorAwards?: number }, signal: AbortSignal): Promise<FragmentResult> {
  return loadFragment(highlightedVendors, payload, { signal, require: 'li a[href]' });
}

/** GET /tools/VendorsHomeSwiperRecom: a recommendation tab's slides. */
export function loadRecommendations(payload: { idCategory: number; idThumb?: number }, signal: AbortSignal): Promise<FragmentResult> {
  return loadFragment(homeSwiperRecommendations, { ...payload, isResponsive: 1 }, { signal, require: 'li a[href]' });
}

/** GET /storefront/real-weddings: the vendor's next real weddings after those held. */
export function loadRealWeddings(payload: { vendorId: number; excludedRealWeddingIds: number[] }, signal: AbortSignal): Promise<FragmentResult> {
  return loadFragment(realWeddings, payload, { signal });
}
