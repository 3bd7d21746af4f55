import * as z from 'zod/mini';
import { id } from '../../src/api/id-schema';

const optionalId = z.optional(id);

/** What a lead form `<form>` or link says on its element (`data-*`). */
export const leadFormPropsSchema = z.object({
  vendorId: optionalId,
  frmInsert: optionalId,
  promotionId: optionalId,
  eventId: optionalId,
  storefrontId: optionalId,
  variant: z.optional(z.enum(['main', 'half', 'coupon', 'event', 'vlist'])),
});
export type LeadFormProps = z.infer<typeof leadFormPropsSchema>;
