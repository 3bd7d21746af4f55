import { call } from '../../src/api/call';
import { eventForm, eventFormHalf, formHalf, landingForm, promotionForm, promotionFormHalf } from '../../src/api/leads';
import { sanitizeFormHtml } from '../../src/lib/safe-html';
import { runFragmentScripts } from './fragment-scripts';
import { enhanceLeadForm, type LeadFormVariant } from './lead-form';
import { showLeadModal, takeTitle } from './lead-modal';
import { leadMessages as m } from './messages';

/** Which lead form a tile or button opens (spec §2/§7: the lead, deal or event form). */
export interface LeadFormRequest {
  vendorId: number;
  frmInsert?: number;
  promotionId?: number;
  eventId?: number;
  /** On a storefront: its id, which asks for the storefront's form half (spec §2). */
  storefrontId?: number;
  /** Where it was opened from: a listing tile is 'vlist'; otherwise by what the form is for. */
  variant?: LeadFormVariant;
}

function variantOf(request: LeadFormRequest): LeadFormVariant {
  if (request.variant) return request.variant;
  if (request.promotionId !== undefined) return 'coupon';
  return request.eventId !== undefined ? 'event' : 'half';
}

function fetchForm(request: LeadFormRequest) {
  if (request.storefrontId !== undefined) return fetchFormHalf(request, request.storefrontId);
  const common = { id_empresa: request.vendorId, frmInsert: request.frmInsert, isJsArchitectureEnabled: 1, isResponsive: 1 } as const;
  if (request.promotionId !== undefined) return call(promotionForm, { ...common, id_promo: request.promotionId });
  if (request.eventId !== undefined) return call(eventForm, { ...common, id_evento: request.eventId });
  return call(landingForm, { ...common, isCapaSolicitud: 1, idPromocion: undefined, leadWithFlexibleDates: 1 });
}

/** Spec §2: a storefront's form half, for its lead, a deal or an event. */
function fetchFormHalf(request: LeadFormRequest, storefrontId: number) {
  const common = { storefrontId, storefrontVendorId: request.vendorId, formInsert: request.frmInsert, showShortTitle: 1, leadWithFlexibleDates: 1 } as const;
  if (request.promotionId !== undefined) return call(promotionFormHalf, { ...common, promotionId: request.promotionId });
  if (request.eventId !== undefined) return call(eventFormHalf, { ...common, eventId: request.eventId });
  return call(formHalf, common);
}

/**
 * The lead form modal (spec §2): the server's form layer, cleaned and inserted, its allowed
 * scripts run, and enhanced like any lead form (always by ajax, being in a modal).
 */
export async function openLeadForm(request: LeadFormRequest): Promise<void> {
  showLeadModal({ title: m.leadFormTitle, loading: true });
  const result = await fetchForm(request);
  if (!result.ok) return showLeadModal({ title: m.leadFormTitle, failed: true });
  const fragment = await sanitizeFormHtml(result.data);
  const title = takeTitle(fragment, m.leadFormTitle);
  showLeadModal({
    title,
    fragment,
    ready(container) {
      runFragmentScripts(result.data);
      const form = container.querySelector('form');
      return form ? enhanceLeadForm(form, { inModal: true, variant: variantOf(request) }) : undefined;
    },
  });
}
