import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { jsonBool, optionalFlag, optionalId } from './fields';
import { facebookLoginResultSchema, socialCodeSchema, socialPrefillSchema, socialResultSchema } from './social';

// E-mail checks ------------------------------------------------------------------------

/** Spec §7: is this e-mail already registered (and was it registered from the guest app)? */
export const emailDuplicateCheck = defineEndpoint({
  name: 'accounts.emailDuplicateCheck',
  method: 'POST',
  path: '/com-VerificaUserDup.php',
  encoding: 'form',
  request: z.object({ mail: z.string().check(z.minLength(1)), isResponsive: optionalFlag }),
  answer: { kind: 'json', schema: z.object({ isDuplicated: jsonBool, isRegisteredFromWedshoots: jsonBool }) },
});

/** Spec §7: does the e-mail's domain receive mail? result 0 means bad, with an optional suggestion. */
export const emailDomainCheck = defineEndpoint({
  name: 'accounts.emailDomainCheck',
  method: 'POST',
  path: '/json/validatorEmail.php',
  encoding: 'form',
  request: z.object({ mail: z.string().check(z.minLength(1)), alert: optionalFlag, isJsArchitectureEnabled: optionalFlag }),
  answer: {
    kind: 'json',
    schema: z.object({ result: z.union([z.literal(0), z.literal(1)]), suggestion: z.optional(z.string()) }),
  },
});

// E-mail log-in and sign-up -------------------------------------------------------------

/**
 * Spec §3/§4: an account form's status; 'success' is success and any other value is "otherwise"
 * (the server's message shows), so the schema takes any string rather than refusing the answer.
 */
const formStatus = z.string();

/** Spec §3: form log-in answer. */
export const loginAnswerSchema = z.object({
  status: formStatus,
  errorMessage: z.optional(z.string()),
});

/** Spec §7: the log-in form action. The path is not shown in the spec (the form's action gives it). */
export const login = defineEndpoint({
  name: 'accounts.login',
  method: 'POST',
  path: '/users-login-run.php',
  pathNotShown: true,
  encoding: 'form',
  request: z.object({ mail: z.string().check(z.minLength(1)), password: z.string().check(z.minLength(1)) }),
  answer: { kind: 'json', schema: loginAnswerSchema },
});

/**
 * Spec §3: the sign-up form's server field names. Business rules (password strength, e-mail
 * taken) are the server's to answer with a message, so the schema checks only the wire shape.
 * After a social prefill the form also carries the prefill's hidden mail and token fields
 * (spec §3: under the keys the prefill names, `Mail` and `access_token` or `idToken` on the
 * stand-in), so fields beyond these are sent as they are.
 */
export const signupFormSchema = z.looseObject({
  NombreCompleto: z.string(),
  Mail: z.string().check(z.minLength(1)),
  Password: z.optional(z.string()),
  Rol: z.coerce.number().check(z.int()),
  /** The role in the person's words when Rol is 8 (others); the spec does not name the field: ours. */
  RolOtro: z.optional(z.string()),
  Pais: z.optional(z.string()),
  Provincia: optionalId,
  Poblacion: optionalId,
  txtStrPoblacion: z.optional(z.string()),
  Fecha: z.optional(z.string()),
  Telefono: z.optional(z.string()),
  Boletin: optionalFlag,
  Ofertas: optionalFlag,
  access_token: z.optional(z.string()),
  idToken: z.optional(z.string()),
  'g-recaptcha-response': z.optional(z.string()),
  /** The social network of a prefill (1 Google, 2 Facebook, 3 Apple); blank for an e-mail sign-up. */
  type: z.pipe(z.optional(z.transform((value: unknown): unknown => (value === '' ? undefined : value))), z.optional(socialCodeSchema)),
  Alias: z.optional(z.string()),
  hiddenUserDataUrls: z.optional(z.string()),
  tipoPais: z.optional(z.pipe(z.coerce.number(), z.literal(1))),
});
export type SignupForm = z.infer<typeof signupFormSchema>;

/** Spec §7: the sign-up form action (multipart). The path is not shown in the spec. */
export const signup = defineEndpoint({
  name: 'accounts.signup',
  method: 'POST',
  path: '/users-signup-run.php',
  pathNotShown: true,
  encoding: 'multipart',
  request: signupFormSchema,
  answer: { kind: 'json', schema: z.object({ status: formStatus, message: z.optional(z.string()) }) },
});

/**
 * The vendor sign-up form (spec §1 "vendors sign up in steps", §4 steps 1, 2, 2.1, 3, 4, then
 * submit). The spec names neither its fields nor its path: these names are ours, in the style of
 * the user sign-up's server names (§3). Like `signupFormSchema` it checks the wire shape only;
 * the rules (§5) are the server's to answer with a message.
 *
 * - step 1, the business: `NombreEmpresa` (its name), `id_sector` (its category, a §3 category id)
 * - step 2, where it is: `txtStrPoblacion` (the town as typed), `Poblacion` (city id) and
 *   `Provincia` (region id) from the city autocomplete, `Pais` (the site's country)
 * - step 2.1, its address (optional): `Direccion` (street and number), `CodigoPostal` (postal code)
 * - step 3, the contact person: `NombreContacto` (full name), `Telefono` (phone)
 * - step 4, the account: `Mail`, `Password`, `legal` (1 when the terms are accepted)
 */
export const vendorSignupFormSchema = z.object({
  NombreEmpresa: z.string(),
  id_sector: optionalId,
  Pais: z.optional(z.string()),
  txtStrPoblacion: z.optional(z.string()),
  Poblacion: optionalId,
  Provincia: optionalId,
  Direccion: z.optional(z.string()),
  CodigoPostal: z.optional(z.string()),
  NombreContacto: z.string(),
  Telefono: z.string(),
  Mail: z.string().check(z.minLength(1)),
  Password: z.string(),
  legal: optionalFlag,
});
export type VendorSignupForm = z.infer<typeof vendorSignupFormSchema>;

/**
 * Spec §7 "sign-up form action", vendor variant: one post of every step's fields. Answers like
 * the user sign-up (status, message) and starts the vendor's session. The path is not shown in
 * the spec: the page's form action gives it (`call(…, { path })`).
 */
export const vendorSignup = defineEndpoint({
  name: 'accounts.vendorSignup',
  method: 'POST',
  path: '/emp-signup-run.php',
  pathNotShown: true,
  encoding: 'form',
  request: vendorSignupFormSchema,
  answer: { kind: 'json', schema: z.object({ status: formStatus, message: z.optional(z.string()) }) },
});

/** Spec §7: resends the verification e-mail (the page then shows 'Email resent!'). The path is not shown in the spec. */
export const resendVerificationMail = defineEndpoint({
  name: 'accounts.resendVerificationMail',
  method: 'POST',
  path: '/users-resend-verification-mail.php',
  pathNotShown: true,
  encoding: 'form',
  request: z.object({}),
  answer: { kind: 'none' },
});

// Facebook ----------------------------------------------------------------------------------

/** Spec §7: log-in with a Facebook access token. */
export const facebookLogin = defineEndpoint({
  name: 'accounts.facebookLogin',
  method: 'POST',
  path: '/com-FbLoginRun.php',
  encoding: 'form',
  request: z.object({ access_token: z.string().check(z.minLength(1)) }),
  answer: { kind: 'json', schema: facebookLoginResultSchema },
});

/** Spec §7: prefill for the sign-up completion form of a Facebook account not yet registered. */
export const facebookSignupPrefill = defineEndpoint({
  name: 'accounts.facebookSignupPrefill',
  method: 'POST',
  path: '/com-CapaFbcAlta.php',
  encoding: 'form',
  request: z.object({ token: z.string().check(z.minLength(1)), isJavascriptArchitecture: optionalFlag, isResponsive: optionalFlag }),
  answer: { kind: 'json', schema: socialPrefillSchema },
});

/** Spec §7: listed only; the method and answer are not shown. */
export const facebookPicture = defineEndpoint({
  name: 'accounts.facebookPicture',
  method: 'GET',
  path: '/com-ShowFbPicture.php',
  encoding: 'none',
  request: z.object({}),
  answer: { kind: 'none' },
});

/** Spec §7: listed only; the method and answer are not shown. */
export const facebookSetPhoto = defineEndpoint({
  name: 'accounts.facebookSetPhoto',
  method: 'POST',
  path: '/com-SetFotoFacebook.php',
  encoding: 'form',
  request: z.object({}),
  answer: { kind: 'none' },
});

/** Spec §7: listed only; the method and answer are not shown. */
export const facebookUnlink = defineEndpoint({
  name: 'accounts.facebookUnlink',
  method: 'POST',
  path: '/com-UnlinkFbAccount.php',
  encoding: 'form',
  request: z.object({}),
  answer: { kind: 'none' },
});

// Google ------------------------------------------------------------------------------------

/** Spec §7: log-in with a Google id token. */
export const googleLogin = defineEndpoint({
  name: 'accounts.googleLogin',
  method: 'POST',
  path: '/auth/google/login',
  encoding: 'form',
  request: z.object({ idToken: z.string().check(z.minLength(1)), isJavascriptArchitecture: optionalFlag }),
  answer: { kind: 'json', schema: socialResultSchema },
});

/** Spec §7: prefill for signing up with a Google account. */
export const googleSignup = defineEndpoint({
  name: 'accounts.googleSignup',
  method: 'POST',
  path: '/auth/google/signup',
  encoding: 'form',
  request: z.object({ idToken: z.string().check(z.minLength(1)), isJavascriptArchitecture: optionalFlag, isResponsive: optionalFlag }),
  answer: { kind: 'json', schema: socialPrefillSchema },
});

/** Spec §7: links a Google account to the logged-in user; the answer is not shown. */
export const googleLink = defineEndpoint({
  name: 'accounts.googleLink',
  method: 'POST',
  path: '/auth/google/link',
  encoding: 'form',
  request: z.object({ idToken: z.string().check(z.minLength(1)) }),
  answer: { kind: 'none' },
});

// Apple -------------------------------------------------------------------------------------

/** Spec §7: log-in with an Apple id token. */
export const appleLogin = defineEndpoint({
  name: 'accounts.appleLogin',
  method: 'POST',
  path: '/auth/apple/login',
  encoding: 'form',
  request: z.object({ idToken: z.string().check(z.minLength(1)) }),
  answer: { kind: 'json', schema: socialResultSchema },
});

/** Spec §7: prefill (mail, type, token) for signing up with an Apple account. */
export const appleSignup = defineEndpoint({
  name: 'accounts.appleSignup',
  method: 'POST',
  path: '/auth/apple/signup',
  encoding: 'form',
  request: z.object({
    idToken: z.string().check(z.minLength(1)),
    userName: z.optional(z.string()),
    isLayerSignup: optionalFlag,
    isJavascriptArchitecture: optionalFlag,
    isResponsive: optionalFlag,
  }),
  answer: { kind: 'json', schema: z.pick(socialPrefillSchema, { mail: true, type: true, token: true }) },
});

/** Spec §7: links an Apple account; payload and answer not shown, failures are swallowed. */
export const appleLink = defineEndpoint({
  name: 'accounts.appleLink',
  method: 'POST',
  path: '/auth/apple/link',
  encoding: 'form',
  request: z.object({ idToken: z.optional(z.string()) }),
  answer: { kind: 'none' },
});

/** Spec §7: unlinks the Apple account; payload and answer not shown, failures are swallowed. */
export const appleUnlink = defineEndpoint({
  name: 'accounts.appleUnlink',
  method: 'POST',
  path: '/auth/apple/unlink',
  encoding: 'form',
  request: z.object({}),
  answer: { kind: 'none' },
});
