import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { id } from './fields';

/** Spec §4: form tracking actions. */
export const formTrackingActionSchema = z.union([
  z.literal(0), // field change
  z.literal(1), // form shown
  z.literal(2), // submit error
  z.literal(3), // submit success
  z.literal(4), // abandon
  z.literal(5), // click
]);

/** Spec §3: one form tracking event; the wire carries it as `trackings[n][…]` form fields. */
export const formTrackingSchema = z.object({
  idCategory: id,
  idAction: z.pipe(z.coerce.number(), formTrackingActionSchema),
  name: z.string(),
  extraData: z._default(
    z.object({
      pageGUID: z.optional(z.string()),
      url: z.optional(z.string()),
      referrer: z.optional(z.string()),
      reduced: z.optional(z.string()),
      errorMessage: z.optional(z.string()),
    }),
    {},
  ),
  history: z._default(z.array(z.object({ field: z.string(), value: z._default(z.string(), '') })), []),
  fields: z._default(z.array(z.string()), []),
});
export type FormTracking = z.infer<typeof formTrackingSchema>;

/** Spec §7: internal form tracking; the answer is not read. */
export const internalTracking = defineEndpoint({
  name: 'tracking.internal',
  method: 'POST',
  path: '/trace/internalTracking.php',
  encoding: 'form',
  request: z.object({ trackings: z.array(formTrackingSchema).check(z.minLength(1)) }),
  answer: { kind: 'none' },
});

/** Spec §7: the tracking pixel (query, reduced url, referrer). The path is not shown in the spec. */
export const trackingPixel = defineEndpoint({
  name: 'tracking.pixel',
  method: 'GET',
  path: '/trace/pixel.php',
  pathNotShown: true,
  encoding: 'query',
  request: z.object({
    /** The reduced URL of the page (its tracked section). */
    reduced: z.string(),
    referrer: z.optional(z.string()),
    /** Extra query parameters the tracked section passes. */
    query: z.optional(z.string()),
  }),
  answer: { kind: 'none' },
});
