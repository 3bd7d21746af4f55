import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { flag, id, idList, optionalFlag } from './fields';

/** Spec §3: the deal tooltip of a listing tile. */
export const dealLayer = defineEndpoint({
  name: 'listing.dealLayer',
  method: 'GET',
  path: '/listing/layer/deal',
  encoding: 'query',
  request: z.object({ vendorId: id }),
  answer: {
    kind: 'json',
    schema: z.object({ categoryName: z.string(), title: z.string(), url: z.string(), description: z.string() }),
  },
});

export const galleryImageSchema = z.object({ src: z.string(), alt: z.string() });

/** Spec §7: listing tile galleries, keyed by vendor id. The vendor ids travel as a JSON list. */
export const vendorsGallery = defineEndpoint({
  name: 'listing.vendorsGallery',
  method: 'POST',
  path: '/listing/vendors/gallery',
  encoding: 'json',
  request: z.object({ vendorIds: z.array(id).check(z.minLength(1)) }),
  answer: {
    kind: 'json',
    schema: z.object({ listingVendorsGalleryJson: z.record(z.string(), z.array(galleryImageSchema)) }),
  },
});

const footerLayerRequest = z.object({ isResponsive: flag });

/** Spec §7: the contest footer layer (HTML). */
export const contestFooter = defineEndpoint({
  name: 'listing.contestFooter',
  method: 'GET',
  path: '/com-ConcursoFooter.php',
  encoding: 'query',
  request: footerLayerRequest,
  answer: { kind: 'html' },
});

/** Spec §7: the promote-inbound-number footer layer (HTML). */
export const promoteInboundNumberFooter = defineEndpoint({
  name: 'listing.promoteInboundNumberFooter',
  method: 'GET',
  path: '/community-promote-inbound-number',
  encoding: 'query',
  request: footerLayerRequest,
  answer: { kind: 'html' },
});

/** Spec §7: the couple-choice-awards footer layer (HTML). */
export const coupleChoiceAwardsFooter = defineEndpoint({
  name: 'listing.coupleChoiceAwardsFooter',
  method: 'GET',
  path: '/com-CoupleChoiceAwardsFooter.php',
  encoding: 'query',
  request: footerLayerRequest,
  answer: { kind: 'html' },
});

/**
 * Spec §7: an optimized SVG icon. The path holds the icon name: call it with
 * `{ path: svgIconPath('heart') }`.
 */
export const svgIcon = defineEndpoint({
  name: 'listing.svgIcon',
  method: 'GET',
  path: '/assets/svg/optimized/:name.svg',
  encoding: 'none',
  request: z.object({}),
  answer: { kind: 'text', schema: z.string().check(z.regex(/^<svg/)) },
});

/** The concrete path of one icon, for `call(svgIcon, {}, { path })`. */
export function svgIconPath(name: string): string {
  return `/assets/svg/optimized/${encodeURIComponent(name)}.svg`;
}

/** Spec §7 ("Also"): the featured-vendors / choice-awards slider loader (HTML). The path is not shown in the spec. */
export const featuredVendors = defineEndpoint({
  name: 'listing.featuredVendors',
  method: 'GET',
  path: '/home/featuredVendorsAjax',
  pathNotShown: true,
  encoding: 'query',
  request: z.object({ isVendorAwards: optionalFlag, vendorIds: idList }),
  answer: { kind: 'html' },
});
