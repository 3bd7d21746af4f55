import { storefrontPath } from '../../fixtures/pages/data';
import { textareaField } from '../../fixtures/pages/field';
import { html } from '../../fixtures/pages/html';
import { MULTI_LEAD_MESSAGE, multiCategoryPreloadScript, vendorPicks } from '../../fixtures/pages/multi-category-lead';
import type { PageContext } from '../../fixtures/pages/site';
import type { NextStep } from '../../src/api/lead-schemas';
import {
  contactedVendorIds,
  createLead,
  createUser,
  findCategory,
  findRegion,
  findUser,
  findUserByMail,
  startSession,
  vendorsNear,
  type Actor,
  type Lead,
  type NewLead,
  type Session,
  type User,
  type Vendor,
} from '../db';
import { isValidMail } from './account-rules';
import type { ForcedNextStep } from '../scenarios';
import { announceLead } from './realtime';

// What happens when leads are sent: who sends them, the vendors' new requests, and the
// next step the page shows (spec §4 nextStep types).

export interface Sender {
  user: User;
  /** A session started for a couple who had no account: the lead creates one and logs it in. */
  session?: Session;
}

export interface ContactDetails {
  Nombre?: string;
  Mail?: string;
  Telefono?: string;
  role?: number;
  region?: number;
}

/** The couple sending a lead: the logged-in user, the account of the e-mail, or a new account. */
export function senderFor(actor: Actor | undefined, details: ContactDetails, vendor: Vendor): Sender | undefined {
  const loggedIn = actor?.type === 'user' ? findUser(actor.id) : undefined;
  if (loggedIn) return { user: loggedIn };
  const mail = details.Mail?.trim() ?? '';
  if (!isValidMail(mail) || !details.Nombre?.trim()) return undefined;
  const known = findUserByMail(mail);
  if (known) return { user: known };
  const user = createUser({
    name: details.Nombre.trim(),
    mail,
    password: null,
    role: details.role ?? 1,
    country: vendor.country,
    regionId: details.region ?? vendor.regionId,
    phone: details.Telefono?.trim() || null,
    registeredFrom: 'lead',
  });
  return { user, session: startSession({ type: 'user', id: user.id }) };
}

export type LeadDetails = Pick<NewLead, 'eventDate' | 'guests' | 'role' | 'frmInsert' | 'source' | 'message'> & { phone?: string | null };

/** Sends one lead per vendor and announces each on the vendor's realtime channel. */
export function sendLeads(vendors: readonly Vendor[], sender: Sender, details: LeadDetails): Lead[] {
  return vendors.map((vendor) => {
    const lead = createLead({
      ...details,
      vendorId: vendor.id,
      userId: sender.user.id,
      name: sender.user.name,
      mail: sender.user.mail,
      phone: details.phone ?? sender.user.phone,
    });
    announceLead(lead);
    return lead;
  });
}

/** The conversion pixel the page inserts after a send. */
export function trackingHtml(leads: readonly Lead[]): string {
  const query = new URLSearchParams({ reduced: 'lead-sent', leadIds: leads.map((l) => l.id).join(',') });
  return html`<img src="/trace/pixel.php?${query.toString()}" width="1" height="1" alt="" aria-hidden="true">`.value;
}

/** Vendors like this one (same category, nearby) the couple has not contacted yet. */
export function similarVendors(vendor: Vendor, userId: number, limit = 4): Vendor[] {
  const contacted = contactedVendorIds(userId);
  return vendorsNear(vendor.categoryId, { regionId: vendor.regionId }).filter((v) => !contacted.has(v.id)).slice(0, limit);
}

export interface LeadContext {
  /** The page the next step shows in. */
  page: PageContext;
  lead: Lead;
  vendor: Vendor;
  user: User;
  frmInsert?: number;
  promotionId?: number;
  eventId?: number;
  expertAdviceExperimentVariantName?: string;
}

/** What every nextStep carries about the lead (spec §3). */
export function nextStepBase(lead: Lead, vendor: Vendor, user: User) {
  return { leadId: lead.id, userId: user.id, regionId: vendor.regionId, name: user.name, email: user.mail };
}

/** Spec §4: the step after a lead, from the form used and what else the couple could contact. */
export function nextStepAfterLead(ctx: LeadContext): NextStep {
  const { lead, vendor, user } = ctx;
  const base = nextStepBase(lead, vendor, user);
  if (ctx.promotionId !== undefined || ctx.frmInsert === 29) {
    return { ...base, type: 'promo_modal', redirect_url: `/emp-ShowCupon.php?id_empresa=${vendor.id}&id_promocion=${ctx.promotionId ?? ''}` };
  }
  const similar = similarVendors(vendor, user.id);
  if (ctx.eventId !== undefined || ctx.frmInsert === 28) return { ...base, type: 'multi_lead_event_modal', html: multiLeadHtml(ctx.page, vendor, similar) };
  if (ctx.expertAdviceExperimentVariantName && vendor.country === 'US') {
    return { ...base, type: 'expert_advice_modal', expertAdviceExperimentVariantName: ctx.expertAdviceExperimentVariantName };
  }
  if (similar.length) return { ...base, type: 'multi_lead_modal', html: multiLeadHtml(ctx.page, vendor, similar) };
  if (vendor.categoryId === 1) return { ...base, ...multiCategoryStep(vendor) };
  return { ...base, type: 'microsite_thank_you_page', html: thankYouHtml(ctx.page, vendor) };
}

/** The multi-category modal after a lead to `vendor`. */
function multiCategoryStep(vendor: Vendor) {
  const query = new URLSearchParams({ originKey: 'lead', originCategoryId: String(vendor.categoryId), referrerUrl: storefrontPath(vendor) });
  // The modal's category tiles travel preloaded in the step's html (src/flows/multi-category reads
  // the JSON); redirect_url is the page version, for a page that shows no modal.
  const preload = multiCategoryPreloadScript(findRegion(vendor.regionId), new Set([vendor.categoryId]));
  return { type: 'multi_category_lead_modal' as const, html: preload.value, redirect_url: `/multi-category-lead/redirect?${query}` };
}

/**
 * A nextStep a test forced (mocks/scenarios.ts), completed as the stand-in would have made one
 * of that type: the lead's ids, and the html or redirect the type needs when the test gave none.
 */
export function completeForcedStep(forced: ForcedNextStep, ctx: LeadContext): NextStep {
  const base = nextStepBase(ctx.lead, ctx.vendor, ctx.user);
  const similar = () => similarVendors(ctx.vendor, ctx.user.id);
  const natural: Partial<NextStep> =
    forced.type === 'multi_category_lead_modal'
      ? multiCategoryStep(ctx.vendor)
      : ['multi_lead_modal', 'multi_lead_promo_modal', 'multi_lead_event_modal'].includes(forced.type)
        ? { html: multiLeadHtml(ctx.page, ctx.vendor, similar()) }
        : {};
  return { ...base, ...natural, ...forced };
}

/** The multi-lead step: more vendors of the category, pre-checked, sent with one message. */
export function multiLeadHtml(page: PageContext, vendor: Vendor, similar: readonly Vendor[]): string {
  const category = findCategory(vendor.categoryId);
  return html`<section class="multi-lead" aria-labelledby="multi-lead-title">
<h2 id="multi-lead-title">Your message was sent to ${vendor.name}</h2>
<p>Couples also contact these ${category?.titlePlural ?? 'vendors'}:</p>
<form class="form" method="post" action="/vendors/item/lead/multi/run" data-category-id="${vendor.categoryId}" data-group-id="${category?.groupId}">
<input type="hidden" name="categoryId" value="${vendor.categoryId}">
${vendorPicks(page, similar, 'multi-lead-pick')}
${textareaField('multi-lead-message', 'Message', { name: 'Comentario', rows: 4, minlength: 10, required: true }, MULTI_LEAD_MESSAGE)}
<button class="btn btn--primary" type="submit">Send messages</button>
</form>
</section>`.value;
}

export function thankYouHtml(page: PageContext, vendor: Vendor): string {
  return html`<section class="thank-you" aria-labelledby="thank-you-title">
<h2 id="thank-you-title">Message sent!</h2>
<p>${vendor.name} will get back to you soon. You can follow the conversation in your <a href="${page.href('/inbox')}">inbox</a>.</p>
</section>`.value;
}
