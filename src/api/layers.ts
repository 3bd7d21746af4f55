import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { LOGIN_LAYER_PATH, SIGNUP_LAYER_PATH } from './endpoint-url';
import { optionalFlag } from './fields';

const layerRequest = z.object({
  isResponsive: optionalFlag,
  /** Where to go after logging in or signing up. */
  urlRedirect: z.optional(z.string()),
  /** The tracked section that opened the layer. */
  tracking: z.optional(z.string()),
});

/** Spec §2/§7: the log-in layer fragment (HTML). The path is not shown in the spec. */
export const loginLayer = defineEndpoint({
  name: 'layers.login',
  method: 'GET',
  path: LOGIN_LAYER_PATH,
  pathNotShown: true,
  encoding: 'query',
  request: layerRequest,
  answer: { kind: 'html' },
});

/** Spec §2/§7: the sign-up layer fragment (HTML). The path is not shown in the spec. */
export const signupLayer = defineEndpoint({
  name: 'layers.signup',
  method: 'GET',
  path: SIGNUP_LAYER_PATH,
  pathNotShown: true,
  encoding: 'query',
  request: layerRequest,
  answer: { kind: 'html' },
});

/** Spec §7: the country selector modal (HTML). */
export const countrySelector = defineEndpoint({
  name: 'layers.countrySelector',
  method: 'GET',
  path: '/country-selector',
  encoding: 'none',
  request: z.object({}),
  answer: { kind: 'html' },
});
