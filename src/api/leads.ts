import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { flag, id, optionalFlag, optionalId } from './fields';
import { leadAnswerSchema, leadFormSchema } from './lead-schemas';

/** Spec §2: the optional A/B-test parameters lead form pages pass on. */
const experimentParams = {
  testAB: z.optional(z.string()),
  spotlightExperiment: z.optional(z.string()),
  priceFilterTestabVariant: z.optional(z.string()),
  itExtraTestAb: z.optional(z.string()),
};

/** The other parameters of the deal and event form pages. */
const formPageParams = {
  frmInsert: optionalId,
  reduced: z.optional(z.string()),
  isResponsive: optionalFlag,
  isJsArchitectureEnabled: optionalFlag,
  ...experimentParams,
};

/** Spec §7: the lead form action. The path is not shown in the spec (the form's action gives it). */
export const leadFormRun = defineEndpoint({
  name: 'leads.send',
  method: 'POST',
  path: '/vendors/item/lead/form_half/run',
  pathNotShown: true,
  encoding: 'form',
  request: leadFormSchema,
  answer: { kind: 'json', schema: leadAnswerSchema },
});

/** Spec §7: the server-rendered lead form (HTML with inline scripts) for a layer or landing. */
export const landingForm = defineEndpoint({
  name: 'leads.landingForm',
  method: 'GET',
  path: '/landings/form.php',
  encoding: 'query',
  request: z.object({
    id_empresa: id,
    idEscaparate: optionalId,
    isCapaSolicitud: optionalFlag,
    frmInsert: optionalId,
    isLanding: optionalFlag,
    idPromocion: optionalId,
    reduced: z.optional(z.string()),
    isJsArchitectureEnabled: optionalFlag,
    isResponsive: optionalFlag,
    isResponsiveWithPhoneNum: optionalFlag,
    leadWithFlexibleDates: optionalFlag,
    leadFormWithServices: optionalFlag,
    expertAdviceExperimentVariantName: z.optional(z.string()),
    ...experimentParams,
  }),
  answer: { kind: 'html' },
});

/** Spec §7: the deal (promotion) lead form (HTML). */
export const promotionForm = defineEndpoint({
  name: 'leads.promotionForm',
  method: 'GET',
  path: '/emp-PromocionForm.php',
  encoding: 'query',
  request: z.object({ id_empresa: id, id_promo: id, ...formPageParams }),
  answer: { kind: 'html' },
});

/** Spec §7: the event lead form (HTML). */
export const eventForm = defineEndpoint({
  name: 'leads.eventForm',
  method: 'GET',
  path: '/emp-EventoForm.php',
  encoding: 'query',
  request: z.object({ id_empresa: id, id_evento: id, ...formPageParams }),
  answer: { kind: 'html' },
});

/** Spec §2: the storefront's lead form halves (vendors/transactional/*-form-half), HTML for the modal. */
const formHalfParams = {
  storefrontId: id,
  storefrontVendorId: id,
  formInsert: optionalId,
  showShortTitle: optionalFlag,
  leadWithFlexibleDates: optionalFlag,
  leadFormWithServices: optionalFlag,
  expertAdviceExperimentVariantName: z.optional(z.string()),
  isResponsiveWithPhoneNum: optionalFlag,
  ...experimentParams,
};

/** Spec §2: vendors/transactional/form-half, the storefront's lead form. */
export const formHalf = defineEndpoint({
  name: 'leads.formHalf',
  method: 'GET',
  path: '/vendors/transactional/form-half',
  encoding: 'query',
  request: z.object(formHalfParams),
  answer: { kind: 'html' },
});

/** Spec §2: vendors/transactional/promotion-form-half, a storefront deal's lead form. */
export const promotionFormHalf = defineEndpoint({
  name: 'leads.promotionFormHalf',
  method: 'GET',
  path: '/vendors/transactional/promotion-form-half',
  encoding: 'query',
  request: z.object({ ...formHalfParams, promotionId: id }),
  answer: { kind: 'html' },
});

/** Spec §2: vendors/transactional/event-form-half, a storefront event's lead form. */
export const eventFormHalf = defineEndpoint({
  name: 'leads.eventFormHalf',
  method: 'GET',
  path: '/vendors/transactional/event-form-half',
  encoding: 'query',
  request: z.object({ ...formHalfParams, eventId: id }),
  answer: { kind: 'html' },
});

/** Spec §7: the coupon form post (nextStep promo_modal); the answer is not shown, the stand-in sends the coupon page HTML. */
export const showCoupon = defineEndpoint({
  name: 'leads.showCoupon',
  method: 'POST',
  path: '/emp-ShowCupon.php',
  encoding: 'form',
  request: z.object({ isJsArchitectureEnabled: flag, id_empresa: id, id_promocion: optionalId, Mail: z.optional(z.string()), Nombre: z.optional(z.string()) }),
  answer: { kind: 'html' },
});

/** Spec §3: 'NOSAVED' (no venue saved), 'NOUSER' (unknown e-mail), anything else: a venue is saved. */
export const venueSavedCheck = defineEndpoint({
  name: 'leads.venueSavedCheck',
  method: 'POST',
  path: '/com-VerificaVenueSaved.php',
  encoding: 'form',
  request: z.object({ mail: z.string().check(z.minLength(1)), isResponsive: optionalFlag }),
  answer: { kind: 'json', schema: z.object({ message: z.string() }) },
});

const venueSearchFields = {
  /** What the couple typed (debounced 400 ms). */
  search: z.string(),
  isResponsive: optionalFlag,
  idThumb: optionalId,
  idSector: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
  soloValidas: optionalFlag,
  forceUseDesktop: optionalFlag,
};

/** Spec §3: a venue found by name. */
export const venueSchema = z.object({ nombre: z.string(), idEmpresa: z.int(), descSector: z.string() });
export type Venue = z.infer<typeof venueSchema>;

/** Spec §7: the lead form's venue suggest, JSON mode (json=1). */
export const venueSuggest = defineEndpoint({
  name: 'leads.venueSuggest',
  method: 'GET',
  path: '/utils-SearchEmpresas.php',
  encoding: 'query',
  request: z.object({ ...venueSearchFields, json: z.pipe(z.coerce.number(), z.literal(1)) }),
  answer: { kind: 'json', schema: z.object({ empresas: z.array(venueSchema) }) },
});

export const venueLineFields = ['id', 'name', 'subtitle'] as const;

export const venueLineSchema = z.object({ id, name: z.string(), subtitle: z.string() });
export type VenueLine = z.infer<typeof venueLineSchema>;

/** Spec §7: the same venue search in its legacy text mode (no json): `id||name||subtitle` lines. */
export const venueSuggestLines = defineEndpoint({
  name: 'leads.venueSuggestLines',
  method: 'GET',
  path: '/utils-SearchEmpresas.php',
  encoding: 'query',
  request: z.object({ ...venueSearchFields, json: z.optional(z.pipe(z.coerce.number(), z.literal(0))) }),
  answer: { kind: 'lines', fields: venueLineFields, schema: z.array(venueLineSchema) },
});

/** Spec §7: records that the vendor's phone number was shown; the answer is not shown. */
export const phoneTrace = defineEndpoint({
  name: 'leads.phoneTrace',
  method: 'POST',
  path: '/emp-ShowTelefonoTrace.php',
  encoding: 'form',
  request: z.object({ id_empresa: id, reduced: z.optional(z.string()) }),
  answer: { kind: 'none' },
});
