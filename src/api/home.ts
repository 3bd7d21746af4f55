import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { flag, id, idList, optionalFlag, optionalId } from './fields';

// The home page's sliders and the storefront's real weddings (spec §2): the calls that bring
// their slides, each answering HTML (widgets/home-sliders).

/**
 * Spec §7: the featured-vendors slider for the given vendors (HTML); with isVendorAwards, the
 * choice-awards slider (spec §7 "Also": the featured-vendors and choice-awards loader's flag).
 */
export const highlightedVendors = defineEndpoint({
  name: 'home.highlightedVendors',
  method: 'POST',
  path: '/home/highlightedVendorsAjax',
  encoding: 'form',
  request: z.object({ vendorIds: idList, isVendorAwards: optionalFlag }),
  answer: { kind: 'html' },
});

/** Spec §7: a recommendation tab's vendors, by category and thumb (HTML). */
export const homeSwiperRecommendations = defineEndpoint({
  name: 'home.homeSwiperRecommendations',
  method: 'GET',
  path: '/tools/VendorsHomeSwiperRecom',
  encoding: 'query',
  request: z.object({ idCategory: id, idThumb: optionalId, isResponsive: flag }),
  answer: { kind: 'html' },
});

/** Spec §7: more real-wedding tiles for a storefront's slider, after those it holds (HTML). */
export const realWeddings = defineEndpoint({
  name: 'home.realWeddings',
  method: 'GET',
  path: '/storefront/real-weddings',
  encoding: 'query',
  request: z.object({ vendorId: id, excludedRealWeddingIds: idList }),
  answer: { kind: 'html' },
});
