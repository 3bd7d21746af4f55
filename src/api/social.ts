import { z } from 'zod';

/** Spec §3/§9: social network codes, sent as the hidden `type` field after a social prefill. */
export const socialCode = { google: 1, facebook: 2, apple: 3 } as const;
export const socialCodeSchema = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]));

/** A hidden field the sign-up form adds after a social prefill: its name and value. */
export const hiddenFieldSchema = z.object({ key: z.string(), value: z.string() });

/** Spec §3: social prefill for the sign-up completion form. */
export const socialPrefillSchema = z.object({
  photo: z.string().optional(),
  name: z.string(),
  mail: hiddenFieldSchema,
  type: socialCodeSchema,
  token: hiddenFieldSchema,
  alias: z.string().optional(),
});
export type SocialPrefill = z.infer<typeof socialPrefillSchema>;

/** Spec §3: Facebook log-in answer: one of the flags, or a message. */
export const facebookLoginResultSchema = z.object({
  success: z.boolean().optional(),
  signup: z.boolean().optional(),
  unsubscribed: z.boolean().optional(),
  popupClosedByUser: z.boolean().optional(),
  message: z.string().optional(),
});
export type FacebookLoginResult = z.infer<typeof facebookLoginResultSchema>;

/** Spec §3: Google/Apple log-in result. */
export const socialResultSchema = z.object({
  result: z.enum(['logged', 'signup-needed', 'error']),
  mail: z.string().optional(),
  name: z.string().optional(),
  avatarHtml: z.string().optional(),
  idToken: z.string().optional(),
  /** A server message Google log-in shows in an alert. */
  message: z.string().optional(),
});
export type SocialResult = z.infer<typeof socialResultSchema>;
