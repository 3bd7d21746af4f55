import { findCategory, type Vendor } from '../db';
import { escapeHtml } from './http';

// The server-rendered lead forms (layer, deal, event) and the coupon page. Field names are
// the lead form's server names (spec §3), so a native post reaches the same handler.

const ROLES: [number, string][] = [
  [1, 'Bride or groom'],
  [2, 'Partner'],
  [4, 'Other'],
];

function input(id: string, label: string, attrs: string): string {
  return `<div class="field"><label class="field__label" for="${id}">${label}</label><input class="field__input" id="${id}" ${attrs}></div>`;
}

export function leadFormHtml(vendor: Vendor, options: { frmInsert: number; promotionId?: number; eventId?: number }): string {
  const p = `lead-${vendor.id}-${options.frmInsert}`;
  const title = options.promotionId !== undefined ? `Get this deal from ${vendor.name}` : options.eventId !== undefined ? `Join ${vendor.name}'s event` : `Message ${vendor.name}`;
  const hidden = [
    `<input type="hidden" name="id_empresa" value="${vendor.id}">`,
    `<input type="hidden" name="frmInsert" value="${options.frmInsert}">`,
    options.promotionId !== undefined ? `<input type="hidden" name="id_promocion" value="${options.promotionId}">` : '',
    options.eventId !== undefined ? `<input type="hidden" name="id_evento" value="${options.eventId}">` : '',
  ].join('');
  const roles = ROLES.map(([value, label]) => `<label class="choice"><input type="radio" name="role" value="${value}" required> ${label}</label>`).join('');
  return `<section class="lead-layer" aria-labelledby="${p}-title">
<h2 id="${p}-title">${escapeHtml(title)}</h2>
<form class="lead-form form" method="post" action="/vendors/item/lead/form_half/run" data-vendor-id="${vendor.id}" novalidate>
${hidden}
${input(`${p}-name`, 'Name', 'name="Nombre" type="text" autocomplete="name" required')}
${input(`${p}-mail`, 'Email', 'name="Mail" type="email" autocomplete="email" required')}
${input(`${p}-phone`, 'Phone', 'name="Telefono" type="tel" autocomplete="tel"')}
${input(`${p}-date`, 'Event date', 'name="Fecha" type="date"')}
${input(`${p}-guests`, 'Estimated guest count', 'name="Comensales" type="number" min="1" step="1" inputmode="numeric"')}
<fieldset class="field"><legend class="field__label">Your role in the wedding</legend>${roles}</fieldset>
<div class="field"><label class="field__label" for="${p}-message">Message</label><textarea class="field__input" id="${p}-message" name="message" rows="5" minlength="10" required>Hi! We are planning our wedding and would love to know more about ${escapeHtml(vendor.name)}.</textarea></div>
<label class="choice"><input type="checkbox" name="legal" value="1" required> I accept the Terms of Use and privacy policy.</label>
<button class="btn btn--primary btn--block" type="submit">Send message</button>
</form>
<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({ event: 'leadFormShown', vendorId: ${vendor.id}, frmInsert: ${options.frmInsert} });</script>
</section>`;
}

export function couponHtml(vendor: Vendor, promotionId: number | undefined): string {
  const category = findCategory(vendor.categoryId)?.name ?? 'Vendor';
  const code = `WED-${vendor.id}-${promotionId ?? 0}`;
  return `<section class="coupon" aria-labelledby="coupon-title">
<h2 id="coupon-title">Your coupon from ${escapeHtml(vendor.name)}</h2>
<p>${escapeHtml(category)} · ${escapeHtml(`${vendor.city}, ${vendor.region}`)}</p>
<p class="coupon__code">Code: <strong>${code}</strong></p>
<p>Show this code when you book to get 10% off. We also sent it to your email.</p>
</section>`;
}
