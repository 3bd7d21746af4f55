import { DEFAULT_FORM_INSERT } from '../../fixtures/pages/lead-form';
import { formatLines } from '../../src/api/endpoint';
import type * as api from '../../src/api/leads';
import {
  eventForm,
  eventFormHalf,
  formHalf,
  landingForm,
  leadFormRun,
  phoneTrace,
  promotionForm,
  promotionFormHalf,
  showCoupon,
  venueLineFields,
  venueSavedCheck,
  venueSuggest,
  venueSuggestLines,
} from '../../src/api/leads';
import { favouritesOf, findCategory, findUserByMail, findVendor, findVendorByStorefront, searchVendors } from '../db';
import { handle } from '../handle';
import { actorOf, backToReferer, fragmentContext, isNativeRequest, jsonWithCookies, notFound, redirect, sessionCookies } from './http';
import { couponHtml, leadLayerHtml } from './lead-forms';
import { completeForcedStep, nextStepAfterLead, senderFor, sendLeads, trackingHtml } from './lead-flow';
import { forcedStep } from '../scenarios';
import type { HandlersFor } from './types';

const MAX_SUGGESTIONS = 10;

function venueMatches(search: string, idSector: number) {
  return searchVendors(search, idSector ? { categoryId: idSector } : {}).slice(0, MAX_SUGGESTIONS);
}

/** The vendor of a form half: its storefront id and vendor id must agree. */
function storefrontVendor(payload: { storefrontId: number; storefrontVendorId: number }) {
  const vendor = findVendorByStorefront(payload.storefrontId);
  return vendor?.id === payload.storefrontVendorId ? vendor : undefined;
}

export const leadsHandlers = {
  leadFormRun: handle(leadFormRun, ({ payload, request, cookies }) => {
    const native = isNativeRequest(request);
    const vendor = findVendor(payload.id_empresa);
    const sender = vendor ? senderFor(actorOf(cookies), payload, vendor) : undefined;
    // Spec §3/§8: status false is a failed send; the page just resets its loading state.
    if (!vendor || !sender || payload.message.trim().length < 10) {
      return native ? redirect(backToReferer(request, { error: '1' })) : { status: false, trackingHtml: '' };
    }
    const [lead] = sendLeads([vendor], sender, {
      message: payload.message.trim(),
      eventDate: payload.Fecha || null,
      guests: payload.Comensales ?? null,
      role: payload.role ?? null,
      phone: payload.Telefono?.trim() || null,
      frmInsert: payload.frmInsert ?? DEFAULT_FORM_INSERT,
      source: 'lead-form',
    });
    const cookiesToSet = sender.session ? sessionCookies(sender.session, request) : [];
    if (!lead || native) return redirect(backToReferer(request, { sent: '1' }), cookiesToSet);
    const context = {
      page: fragmentContext(request),
      lead,
      vendor,
      user: sender.user,
      frmInsert: payload.frmInsert,
      promotionId: payload.id_promocion,
      eventId: payload.id_evento,
      expertAdviceExperimentVariantName: payload.expertAdviceExperimentVariantName,
    };
    const forced = forcedStep();
    const nextStep = forced ? completeForcedStep(forced, context) : nextStepAfterLead(context);
    return jsonWithCookies({ status: true, trackingHtml: trackingHtml([lead]), nextStep }, cookiesToSet);
  }),

  landingForm: handle(landingForm, ({ payload, request }) => {
    const vendor = findVendor(payload.id_empresa);
    return vendor ? leadLayerHtml(fragmentContext(request), vendor, { frmInsert: payload.frmInsert ?? DEFAULT_FORM_INSERT, promotionId: payload.idPromocion, flexibleDates: payload.leadWithFlexibleDates === 1 }) : notFound();
  }),

  promotionForm: handle(promotionForm, ({ payload, request }) => {
    const vendor = findVendor(payload.id_empresa);
    return vendor?.hasDeal ? leadLayerHtml(fragmentContext(request), vendor, { frmInsert: 29, promotionId: payload.id_promo }) : notFound();
  }),

  eventForm: handle(eventForm, ({ payload, request }) => {
    const vendor = findVendor(payload.id_empresa);
    return vendor ? leadLayerHtml(fragmentContext(request), vendor, { frmInsert: 28, eventId: payload.id_evento }) : notFound();
  }),

  formHalf: handle(formHalf, ({ payload, request }) => {
    const vendor = storefrontVendor(payload);
    return vendor ? leadLayerHtml(fragmentContext(request), vendor, { frmInsert: payload.formInsert ?? DEFAULT_FORM_INSERT, flexibleDates: payload.leadWithFlexibleDates === 1 }) : notFound();
  }),

  promotionFormHalf: handle(promotionFormHalf, ({ payload, request }) => {
    const vendor = storefrontVendor(payload);
    return vendor?.hasDeal ? leadLayerHtml(fragmentContext(request), vendor, { frmInsert: 29, promotionId: payload.promotionId, flexibleDates: payload.leadWithFlexibleDates === 1 }) : notFound();
  }),

  eventFormHalf: handle(eventFormHalf, ({ payload, request }) => {
    const vendor = storefrontVendor(payload);
    return vendor ? leadLayerHtml(fragmentContext(request), vendor, { frmInsert: 28, eventId: payload.eventId, flexibleDates: payload.leadWithFlexibleDates === 1 }) : notFound();
  }),

  showCoupon: handle(showCoupon, ({ payload }) => {
    const vendor = findVendor(payload.id_empresa);
    return vendor?.hasDeal ? couponHtml(vendor, payload.id_promocion) : notFound();
  }),

  venueSavedCheck: handle(venueSavedCheck, ({ payload }) => {
    const user = findUserByMail(payload.mail);
    if (!user) return { message: 'NOUSER' };
    const venue = favouritesOf(user.id)
      .map((f) => findVendor(f.vendorId))
      .find((v) => v?.categoryId === 1);
    return { message: venue ? venue.name : 'NOSAVED' };
  }),

  venueSuggest: handle(
    venueSuggest,
    ({ payload }) => ({
      empresas: venueMatches(payload.search, payload.idSector).map((v) => ({
        nombre: v.name,
        idEmpresa: v.id,
        descSector: findCategory(v.categoryId)?.name ?? '',
      })),
    }),
    { when: (raw) => raw.json === '1' },
  ),

  venueSuggestLines: handle(venueSuggestLines, ({ payload }) =>
    formatLines(
      venueMatches(payload.search, payload.idSector).map((v) => ({ id: v.id, name: v.name, subtitle: `${v.city}, ${v.region}` })),
      venueLineFields,
    ),
  ),

  phoneTrace: handle(phoneTrace, ({ payload }) => (findVendor(payload.id_empresa) ? undefined : notFound())),
} satisfies HandlersFor<typeof api>;
