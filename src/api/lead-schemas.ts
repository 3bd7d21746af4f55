import * as z from 'zod/mini';
import { id, optionalFlag, optionalId, optionalNumber, trimmedText } from './fields';

/** Spec §4: what the page does after a lead is sent. */
export const nextStepTypeSchema = z.enum([
  'multi_category_lead_modal',
  'redirect_to_venta_cruzada_after_multi_lead',
  'multi_lead_modal',
  'multi_lead_promo_modal',
  'multi_lead_event_modal',
  'redirect_to_contactar_show_after_cross_sell',
  'multi_lead_no_results',
  'microsite_thank_you_page',
  'redirect_to_url_after_lead',
  'promo_modal',
  'redirect_to_url',
  'expert_advice_modal',
]);
export type NextStepType = z.infer<typeof nextStepTypeSchema>;

/** Spec §3: the nextStep of a lead answer. */
export const nextStepSchema = z.object({
  type: nextStepTypeSchema,
  html: z.optional(z.string()),
  redirect_url: z.optional(z.string()),
  leadId: z.optional(z.int()),
  userId: z.optional(z.int()),
  regionId: z.optional(z.int()),
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  expertAdviceExperimentVariantName: z.optional(z.string()),
});
export type NextStep = z.infer<typeof nextStepSchema>;

/** Spec §3/§9: lead form roles: 1 bride or groom, 2 partner, 4 other. */
export const leadRoleSchema = z.pipe(z.coerce.number(), z.union([z.literal(1), z.literal(2), z.literal(4)]));

/** A role the form leaves blank ('') is absent (see fields.ts for why this is not z.preprocess). */
const blankToUndefined = z.optional(z.transform((value: unknown): unknown => (value === '' ? undefined : value)));

/**
 * Spec §6: where a lead form is shown, each with its logged-in variant (src/lib/form-insert.ts).
 * The values are ours: the spec names the variants, not their values.
 */
export const formInsertVariantSchema = z.enum(['desktop', 'desktop-logged', 'mobile', 'mobile-logged', 'app', 'app-logged']);
export type FormInsertVariant = z.infer<typeof formInsertVariantSchema>;

/**
 * Spec §3: the serialized lead form, by server field name. Legacy forms add hidden fields
 * of their own; like PHP, the schema ignores (strips) them.
 */
export const leadFormSchema = z.object({
  id_empresa: id,
  frmInsert: optionalId,
  /** Spec §6 form-insert variant: ours (formInsertVariantSchema), or the one the server's form carries. */
  frmVariant: z.optional(z.string()),
  Nombre: trimmedText(1),
  Mail: trimmedText(1),
  /** The e-mail the form was prefilled with, to tell an edited address. */
  originalEmail: z.optional(z.string()),
  Telefono: z.optional(z.string()),
  /** YYYY-MM-DD; a season/month + year choice is sent as year-month-23. */
  Fecha: z.optional(z.string()),
  Comensales: optionalNumber,
  role: z.pipe(blankToUndefined, z.optional(leadRoleSchema)),
  region: optionalId,
  season: z.optional(z.string()),
  month: z.optional(z.string()),
  year: z.optional(z.string()),
  venue: optionalId,
  /** A venue the person added by name when none matched ('Add {term}', spec §8); the field's name is ours, the spec lists the venue's id only. */
  venueName: z.optional(z.string()),
  services: z._default(z.array(z.string()), []),
  legal: optionalFlag,
  message: z._default(z.string(), ''),
  isResponsive: optionalFlag,
  leadFormWithServices: optionalFlag,
  flexibleEventDate: optionalFlag,
  id_promocion: optionalId,
  id_evento: optionalId,
  ctaSection: z.optional(z.string()),
  /** Spec §2: the lead form page's optional experiment and step parameters, passed on. */
  testAB: z.optional(z.string()),
  spotlightExperiment: z.optional(z.string()),
  multiLeadStep: z.optional(z.string()),
  blackFridayDeal: z.optional(z.string()),
  expertAdviceExperimentVariantName: z.optional(z.string()),
});
export type LeadForm = z.infer<typeof leadFormSchema>;

/** Spec §3: the lead form answer. */
export const leadAnswerSchema = z.object({
  /** false: the page resets sending and loading, nothing else shown. */
  status: z.boolean(),
  trackingHtml: z.string(),
  nextStep: z.optional(nextStepSchema),
});
export type LeadAnswer = z.infer<typeof leadAnswerSchema>;
