import * as z from 'zod/mini';
import { jsonBool } from './fields';

/** Spec §3/§9: social network codes, sent as the hidden `type` field after a social prefill. */
export const socialCode = { google: 1, facebook: 2, apple: 3 } as const;
export const socialCodeSchema = z.pipe(z.coerce.number(), z.union([z.literal(1), z.literal(2), z.literal(3)]));

/** A hidden field the sign-up form adds after a social prefill: its name and value. */
export const hiddenFieldSchema = z.object({ key: z.string(), value: z.string() });

/** Spec §3: social prefill for the sign-up completion form. */
export const socialPrefillSchema = z.object({
  photo: z.optional(z.string()),
  name: z.string(),
  mail: hiddenFieldSchema,
  type: socialCodeSchema,
  token: hiddenFieldSchema,
  alias: z.optional(z.string()),
});
export type SocialPrefill = z.infer<typeof socialPrefillSchema>;

/** Spec §3: Facebook log-in answer: one of the flags, or a message. */
export const facebookLoginResultSchema = z.object({
  success: z.optional(jsonBool),
  signup: z.optional(jsonBool),
  unsubscribed: z.optional(jsonBool),
  popupClosedByUser: z.optional(jsonBool),
  message: z.optional(z.string()),
});
export type FacebookLoginResult = z.infer<typeof facebookLoginResultSchema>;

/** Spec §3: Google/Apple log-in result. */
export const socialResultSchema = z.object({
  /** 'logged', 'signup-needed', 'error'; any other value is handled as the error (spec §4 "or default"). */
  result: z.string(),
  mail: z.optional(z.string()),
  name: z.optional(z.string()),
  avatarHtml: z.optional(z.string()),
  idToken: z.optional(z.string()),
  /** A server message Google log-in shows in an alert. */
  message: z.optional(z.string()),
});
export type SocialResult = z.infer<typeof socialResultSchema>;
