import { z } from 'zod';
import { optionalFlag, optionalId, optionalNumber } from './fields';

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
  html: z.string().optional(),
  redirect_url: z.string().optional(),
  leadId: z.number().int().optional(),
  userId: z.number().int().optional(),
  regionId: z.number().int().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  expertAdviceExperimentVariantName: z.string().optional(),
});
export type NextStep = z.infer<typeof nextStepSchema>;

/** Spec §3/§9: lead form roles: 1 bride or groom, 2 partner, 4 other. */
export const leadRoleSchema = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(4)]));

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * Spec §3: the serialized lead form, by server field name. Legacy forms add hidden fields
 * of their own; like PHP, the schema ignores (strips) them.
 */
export const leadFormSchema = z.object({
  id_empresa: z.coerce.number().int().positive(),
  frmInsert: optionalId,
  Nombre: z.string().trim().min(1),
  Mail: z.string().trim().min(1),
  /** The e-mail the form was prefilled with, to tell an edited address. */
  originalEmail: z.string().optional(),
  Telefono: z.string().optional(),
  /** YYYY-MM-DD; a season/month + year choice is sent as year-month-23. */
  Fecha: z.string().optional(),
  Comensales: optionalNumber,
  role: z.preprocess(blankToUndefined, leadRoleSchema.optional()),
  region: optionalId,
  season: z.string().optional(),
  month: z.string().optional(),
  year: z.string().optional(),
  venue: optionalId,
  services: z.array(z.string()).default([]),
  legal: optionalFlag,
  message: z.string().default(''),
  isResponsive: optionalFlag,
  leadFormWithServices: optionalFlag,
  flexibleEventDate: optionalFlag,
  id_promocion: optionalId,
  id_evento: optionalId,
  ctaSection: z.string().optional(),
  expertAdviceExperimentVariantName: z.string().optional(),
});
export type LeadForm = z.infer<typeof leadFormSchema>;

/** Spec §3: the lead form answer. */
export const leadAnswerSchema = z.object({
  /** false: the page resets sending and loading, nothing else shown. */
  status: z.boolean(),
  trackingHtml: z.string(),
  nextStep: nextStepSchema.optional(),
});
export type LeadAnswer = z.infer<typeof leadAnswerSchema>;
