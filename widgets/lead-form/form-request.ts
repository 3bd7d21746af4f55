import { eventForm, eventFormHalf, formHalf, landingForm, promotionForm, promotionFormHalf } from '../../src/api/leads';
import { firstLoadFrom, loadFragment, type FragmentLoader, type FragmentOptions, type FragmentResult } from '../../src/ui/fragment/load-fragment';
import type { LeadFormVariant } from './lead-form';
import { formHalfOptions, type FormHalfOptions } from './props';

// The lead form a link opens, asked for at the click: this module is in the widget's own chunk
// (no React), so on a slow network the form comes beside the modal's code, not after it.

/** Which lead form a tile or button opens (spec §2/§7: the lead, deal or event form). */
export interface LeadFormRequest extends FormHalfOptions {
  vendorId: number;
  frmInsert?: number;
  promotionId?: number;
  eventId?: number;
  /** On a storefront: its id, which asks for the storefront's form half (spec §2). */
  storefrontId?: number;
  /** Where it was opened from: a listing tile is 'vlist'; otherwise by what the form is for. */
  variant?: LeadFormVariant;
}

export function variantOf(request: LeadFormRequest): LeadFormVariant {
  if (request.variant) return request.variant;
  if (request.promotionId !== undefined) return 'coupon';
  return request.eventId !== undefined ? 'event' : 'half';
}

/** Spec §2/§7: the lead, deal or event form layer, its form kept. */
function loadForm(request: LeadFormRequest, signal?: AbortSignal): Promise<FragmentResult> {
  const options: FragmentOptions = { signal, forms: true };
  if (request.storefrontId !== undefined) return loadFormHalf(request, request.storefrontId, options);
  const common = { id_empresa: request.vendorId, frmInsert: request.frmInsert, isJsArchitectureEnabled: 1, isResponsive: 1 } as const;
  if (request.promotionId !== undefined) return loadFragment(promotionForm, { ...common, id_promo: request.promotionId }, options);
  if (request.eventId !== undefined) return loadFragment(eventForm, { ...common, id_evento: request.eventId }, options);
  return loadFragment(landingForm, { ...common, isCapaSolicitud: 1, idPromocion: undefined, leadWithFlexibleDates: request.leadWithFlexibleDates }, options);
}

/** Spec §2: a storefront's form half, for its lead, a deal or an event. */
function loadFormHalf(request: LeadFormRequest, storefrontId: number, options: FragmentOptions): Promise<FragmentResult> {
  const common = { storefrontId, storefrontVendorId: request.vendorId, formInsert: request.frmInsert, showShortTitle: 1, ...presentOptions(request) } as const;
  if (request.promotionId !== undefined) return loadFragment(promotionFormHalf, { ...common, promotionId: request.promotionId }, options);
  if (request.eventId !== undefined) return loadFragment(eventFormHalf, { ...common, eventId: request.eventId }, options);
  return loadFragment(formHalf, common, options);
}

/** The form half's optional parameters the request has (spec §2): the others are left out. */
function presentOptions(request: LeadFormRequest): FormHalfOptions {
  return Object.fromEntries(Object.keys(formHalfOptions).flatMap((key) => (request[key as keyof FormHalfOptions] === undefined ? [] : [[key, request[key as keyof FormHalfOptions]]])));
}

/** The request's form, asked for now; the modal's first load takes that answer, a retry asks again. */
export function requestLeadForm(request: LeadFormRequest): FragmentLoader {
  return firstLoadFrom(loadForm(request), (signal) => loadForm(request, signal));
}
