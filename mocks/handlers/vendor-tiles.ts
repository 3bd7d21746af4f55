import type { z } from 'zod';
import type { vendorTileSchema } from '../../src/api/vendor-tile';
import { findCategory, type Vendor } from '../db';
import { escapeHtml } from './http';

/** Spec §3: a catalogue vendor as a vendor tile. */
export function toVendorTile(vendor: Vendor): z.input<typeof vendorTileSchema> {
  return {
    id: vendor.id,
    id_escaparate: vendor.storefrontId,
    name: vendor.name,
    image_url: vendor.image,
    rating: vendor.rating,
    rating_visible: vendor.reviews > 0,
    review_counter: vendor.reviews,
    location: `${vendor.city}, ${vendor.region}`,
    categ_name: findCategory(vendor.categoryId)?.name ?? '',
    ec_variant: vendor.premium ? 'premium' : 'free',
  };
}

/** The storefront page of a vendor, as the fixture site links it. */
export function storefrontUrl(vendor: Vendor): string {
  return `/biz/${vendor.slug}-${vendor.id}.html`;
}

/** A vendor card of the home sliders (featured vendors, awards). */
export function vendorSlide(vendor: Vendor): string {
  return `<li class="slider__item"><a class="vendor-card" href="${storefrontUrl(vendor)}"><img src="${vendor.image}" alt="" width="320" height="240" loading="lazy"><span class="vendor-card__name">${escapeHtml(vendor.name)}</span><span class="vendor-card__meta">${escapeHtml(findCategory(vendor.categoryId)?.name ?? '')} · ${escapeHtml(vendor.city)}</span></a></li>`;
}
