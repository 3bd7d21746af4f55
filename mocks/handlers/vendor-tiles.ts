import type { z } from 'zod';
import type { vendorTileSchema } from '../../src/api/vendor-tile';
import { storefrontPath } from '../../fixtures/pages/data';
import { html, type SafeHtml } from '../../fixtures/pages/html';
import type { PageContext } from '../../fixtures/pages/site';
import { findCategory, type Vendor } from '../db';

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

/**
 * A vendor card of the home page's sliders (featured vendors, awards, the vendor manager's
 * recommendations): the link to the storefront covers the picture, the name and a line about it.
 */
export function vendorCard(ctx: PageContext, vendor: Vendor, options: { itemClass: string; meta: string; badge?: string }): SafeHtml {
  return html`<li class="${options.itemClass}"><a class="vendor-card" href="${ctx.href(storefrontPath(vendor))}"><img src="${vendor.image}" alt="" width="320" height="240" loading="lazy"><span class="vendor-card__name">${vendor.name}</span><span class="vendor-card__meta">${options.meta}</span></a>${options.badge ? html`<span class="badge">${options.badge}</span>` : ''}</li>`;
}

/** The featured-vendors slider (home page, searcher): category and city under each name. */
export function vendorSlider(ctx: PageContext, label: string, vendors: readonly Vendor[]): string {
  const cards = vendors.map((v) => vendorCard(ctx, v, { itemClass: 'slider__item', meta: `${findCategory(v.categoryId)?.name ?? ''} · ${v.city}` }));
  return html`<section class="slider" aria-label="${label}"><ul class="slider__list">${cards}</ul></section>`.value;
}
