import { placeOf } from '../../fixtures/pages/data';
import { html, jsonForScript } from '../../fixtures/pages/html';
import { leadForm, type LeadFormOptions } from '../../fixtures/pages/lead-form';
import type { PageContext } from '../../fixtures/pages/site';
import { findCategory, type Vendor } from '../db';

// The server-rendered lead layers (lead, deal, event) and the coupon. The form is the one the
// fixture pages print, so a layer posts the same fields to the same action as the pages.

type LayerOptions = Required<Pick<LeadFormOptions, 'frmInsert'>> & Pick<LeadFormOptions, 'promotionId' | 'eventId' | 'flexibleDates'>;

function layerTitle(vendor: Vendor, options: LayerOptions): string {
  if (options.promotionId !== undefined) return `Get this deal from ${vendor.name}`;
  if (options.eventId !== undefined) return `Join ${vendor.name}'s event`;
  return `Message ${vendor.name}`;
}

/** A lead layer; its inline script runs when the page inserts it (spec §7), as the PHP layer's does. */
export function leadLayerHtml(ctx: PageContext, vendor: Vendor, options: LayerOptions): string {
  const p = `lead-${vendor.id}-${options.frmInsert}`;
  const shown = { event: 'leadFormShown', vendorId: vendor.id, frmInsert: options.frmInsert };
  return html`<section class="lead-layer" aria-labelledby="${p}-title">
<h2 id="${p}-title">${layerTitle(vendor, options)}</h2>
${leadForm(ctx, vendor, { ...options, idPrefix: p })}
<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push(${jsonForScript(shown)});</script>
</section>`.value;
}

export function couponHtml(vendor: Vendor, promotionId: number | undefined): string {
  return html`<section class="coupon" aria-labelledby="coupon-title">
<h2 id="coupon-title">Your coupon from ${vendor.name}</h2>
<p>${findCategory(vendor.categoryId)?.name ?? 'Vendor'} · ${placeOf(vendor)}</p>
<p class="coupon__code">Code: <strong>WED-${vendor.id}-${promotionId ?? 0}</strong></p>
<p>Show this code when you book to get 10% off. We also sent it to your email.</p>
</section>`.value;
}
