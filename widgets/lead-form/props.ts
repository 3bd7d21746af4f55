import * as z from 'zod/mini';
import { id } from '../../src/api/id-schema';

const optionalId = z.optional(id);
const optionalFlag = z.optional(z.literal('1'));
const optionalText = z.optional(z.string());

/**
 * Spec §2: what a storefront's form half is asked with when the page says so (the storefront
 * offers services or flexible dates, an experiment runs): sent as they are, left out when
 * absent. The page writes them on the link (`data-lead-form-with-services="1"`,
 * `data-lead-with-flexible-dates="1"`, `data-test-a-b` for testAB).
 */
export const formHalfOptions = {
  leadWithFlexibleDates: optionalFlag,
  leadFormWithServices: optionalFlag,
  isResponsiveWithPhoneNum: optionalFlag,
  expertAdviceExperimentVariantName: optionalText,
  testAB: optionalText,
  spotlightExperiment: optionalText,
  priceFilterTestabVariant: optionalText,
  itExtraTestAb: optionalText,
};
export type FormHalfOptions = { [K in keyof typeof formHalfOptions]?: string };

/** What a lead form `<form>` or link says on its element (`data-*`). */
export const leadFormPropsSchema = z.object({
  vendorId: optionalId,
  frmInsert: optionalId,
  promotionId: optionalId,
  eventId: optionalId,
  storefrontId: optionalId,
  variant: z.optional(z.enum(['main', 'half', 'coupon', 'event', 'vlist', 'web-frame'])),
  ...formHalfOptions,
});
export type LeadFormProps = z.infer<typeof leadFormPropsSchema>;
