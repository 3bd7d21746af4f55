import { http } from 'msw';
import { html } from '../../fixtures/pages/html';
import { flowVendors, MULTI_LEAD_MESSAGE, showsGuests } from '../../fixtures/pages/multi-category-lead';
import type { PageContext } from '../../fixtures/pages/site';
import type * as api from '../../src/api/multi-category-lead';
import {
  multiCategoryFormConfiguration,
  multiCategoryInsertLeads,
  multiCategoryVendors,
  multiLeadRun,
} from '../../src/api/multi-category-lead';
import { contactedVendorIds, findCategory, findUser, findVendor, findVendorByStorefront, vendorsNear, type Vendor } from '../db';
import { handle } from '../handle';
import { backToReferer, fragmentContext, isNativeRequest, notFound, redirect, unauthorized, userOf } from './http';
import { sendLeads, trackingHtml } from './lead-flow';
import type { HandlersFor } from './types';
import { toVendorTile } from './vendor-tiles';

/** The checked storefronts the couple has not contacted yet. */
function uncontacted(storefrontIds: readonly number[], userId: number): Vendor[] {
  const contacted = contactedVendorIds(userId);
  return storefrontIds.flatMap((id) => findVendorByStorefront(id) ?? []).filter((v) => !contacted.has(v.id));
}

/** Other categories with vendors near the couple that they have not contacted: the cross-sell. */
function crossSellHtml(page: PageContext, userId: number, regionId: number | undefined, doneCategoryId: number | undefined): string {
  const contacted = contactedVendorIds(userId);
  const links = [1, 6, 5, 13, 50, 20]
    .filter((id) => id !== doneCategoryId && vendorsNear(id, { regionId }).some((v) => !contacted.has(v.id)))
    .map((id) => html`<li><a href="${page.href('/multi-category-lead', { categoryId: id })}">${findCategory(id)?.name ?? ''}</a></li>`);
  return html`<section class="cross-sell" aria-labelledby="cross-sell-title"><h2 id="cross-sell-title">Messages sent!</h2><p>Keep going with other vendors:</p><ul>${links}</ul></section>`.value;
}

export const multiCategoryLeadHandlers = {
  multiCategoryVendors: handle(multiCategoryVendors, ({ payload, cookies }) => {
    const user = userOf(cookies);
    const regionId = payload.id_provincia ?? payload.id_region ?? (user ? (findUser(user.id)?.regionId ?? undefined) : undefined);
    return { vendors: flowVendors(payload.categoryId, regionId, user?.id).map(toVendorTile) };
  }),

  multiCategoryFormConfiguration: handle(multiCategoryFormConfiguration, ({ payload }) => {
    const vendor = findVendor(payload.vendorId);
    if (!vendor) return notFound();
    return {
      defaultMessage: MULTI_LEAD_MESSAGE,
      showGuests: showsGuests(vendor.categoryId),
    };
  }),

  multiCategoryInsertLeads: handle(multiCategoryInsertLeads, ({ payload, cookies }) => {
    const actor = userOf(cookies);
    const user = actor ? findUser(actor.id) : undefined;
    if (!user) return unauthorized();
    const vendors = uncontacted(payload.vendorsEscaparateId, user.id);
    const leads = sendLeads(vendors, { user }, {
      message: payload.Comentario.trim(),
      eventDate: user.weddingDate,
      guests: payload.Comensales ?? null,
      role: user.role,
      frmInsert: 26,
      source: 'multi-category',
    });
    return { numberOfLeads: leads.length, trackingHtml: trackingHtml(leads) };
  }),

  multiLeadRun: handle(multiLeadRun, ({ payload, request, cookies }) => {
    const native = isNativeRequest(request);
    const actor = userOf(cookies);
    const user = actor ? findUser(actor.id) : undefined;
    if (!user) return native ? redirect(`/users-login.php?urlRedirect=${encodeURIComponent(backToReferer(request, {}))}`) : unauthorized();
    const vendors = uncontacted(payload.vendorsEscaparateId, user.id);
    const leads = sendLeads(vendors, { user }, {
      message: payload.Comentario.trim() || MULTI_LEAD_MESSAGE,
      eventDate: payload.Fecha || user.weddingDate,
      guests: payload.Comensales ?? null,
      role: user.role,
      frmInsert: payload.frmInsert ?? 26,
      source: 'multi-lead',
    });
    if (native) return redirect(backToReferer(request, { sent: '1' }));
    const crossSell = crossSellHtml(fragmentContext(request), user.id, user.regionId ?? undefined, payload.categoryId);
    return {
      trackingHtml: trackingHtml(leads),
      nextStep: { type: 'redirect_to_venta_cruzada_after_multi_lead' as const, html: crossSell, userId: user.id, name: user.name, email: user.mail },
    };
  }),
} satisfies HandlersFor<typeof api>;

/** The query the redirect keeps (spec §2): where the couple came from and what they sent there. */
const REDIRECT_KEPT = ['originCategoryId', 'referrerUrl', 'extraDataNumLeads', 'extraDataOriginNextStepUrl', 'country'] as const;

/**
 * GET /multi-category-lead/redirect?originKey&originCategoryId&referrerUrl[&extraDataNumLeads
 * &extraDataOriginNextStepUrl]: a page link, not an API call. Sends the couple to the
 * multi-category page with what it needs of the query (originKey only names the entry point).
 */
export const multiCategoryRedirectHandler = http.get('*/multi-category-lead/redirect', ({ request }) => {
  const from = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  for (const name of REDIRECT_KEPT) for (const value of from.getAll(name)) query.append(name, value);
  const search = query.toString();
  return redirect(`/multi-category-lead${search ? `?${search}` : ''}`);
});
