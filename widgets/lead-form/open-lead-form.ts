import { eventForm, eventFormHalf, formHalf, landingForm, promotionForm, promotionFormHalf } from '../../src/api/leads';
import { loadFragment, type FragmentOptions, type FragmentResult } from '../../src/ui/fragment/load-fragment';
import { runFragmentScripts } from './fragment-scripts';
import { enhanceLeadForm, type LeadFormVariant } from './lead-form';
import { showLeadModal } from './lead-modal';
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

/** Spec §2/§7: the lead, deal or event form layer, its form kept. */
function loadForm(request: LeadFormRequest, signal: AbortSignal): Promise<FragmentResult> {
  const options: FragmentOptions = { signal, forms: true };
  if (request.storefrontId !== undefined) return loadFormHalf(request, request.storefrontId, options);
  const common = { id_empresa: request.vendorId, frmInsert: request.frmInsert, isJsArchitectureEnabled: 1, isResponsive: 1 } as const;
  if (request.promotionId !== undefined) return loadFragment(promotionForm, { ...common, id_promo: request.promotionId }, options);
  if (request.eventId !== undefined) return loadFragment(eventForm, { ...common, id_evento: request.eventId }, options);
  return loadFragment(landingForm, { ...common, isCapaSolicitud: 1, idPromocion: undefined, leadWithFlexibleDates: 1 }, options);
}

/** Spec §2: a storefront's form half, for its lead, a deal or an event. */
function loadFormHalf(request: LeadFormRequest, storefrontId: number, options: FragmentOptions): Promise<FragmentResult> {
  const common = { storefrontId, storefrontVendorId: request.vendorId, formInsert: request.frmInsert, showShortTitle: 1, leadWithFlexibleDates: 1 } as const;
  if (request.promotionId !== undefined) return loadFragment(promotionFormHalf, { ...common, promotionId: request.promotionId }, options);
  if (request.eventId !== undefined) return loadFragment(eventFormHalf, { ...common, eventId: request.eventId }, options);
  return loadFragment(formHalf, common, options);
}

/**
 * The lead form modal (spec §2): the server's form layer, cleaned and inserted, its allowed
 * scripts run, and enhanced like any lead form (always by ajax, being in a modal). Opening
 * another vendor's form, or closing, drops what was loading.
 */
export function openLeadForm(request: LeadFormRequest): void {
  showLeadModal({
    title: m.leadFormTitle,
    source: (signal) => loadForm(request, signal),
    ready(container, loaded) {
      runFragmentScripts(loaded.html);
      const form = container.querySelector('form');
      return form ? enhanceLeadForm(form, { inModal: true, variant: variantOf(request) }) : undefined;
    },
  });
}
