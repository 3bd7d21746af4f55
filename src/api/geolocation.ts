import * as z from 'zod/mini';
import { orNull } from './fields';
import { defineEndpoint } from './endpoint';

/** Spec §7: tells the server where the visitor is; it may answer a page to reload to. */
export const ajaxGeoLocation = defineEndpoint({
  name: 'geolocation.report',
  method: 'GET',
  path: '/utils-AjaxGeoLocation.php',
  encoding: 'query',
  request: z.object({
    mode: z.string(),
    latitude: z.coerce.number().check(z.gte(-90), z.lte(90)),
    longitude: z.coerce.number().check(z.gte(-180), z.lte(180)),
  }),
  answer: { kind: 'json', schema: z.object({ url: z.optional(z.string()) }) },
});

/**
 * Spec §7: the server's own guess of the position, the fallback when the browser's
 * geolocation fails. No coordinates (null) means the alert 'Geolocation is not enabled…'.
 */
export const serverGeoLocation = defineEndpoint({
  name: 'geolocation.fallback',
  method: 'GET',
  path: '/utils-geoLocation.php',
  encoding: 'none',
  request: z.object({}),
  answer: {
    kind: 'json',
    schema: z.object({
      latitude: orNull(z.number()),
      longitude: orNull(z.number()),
      geoloc: z.union([z.literal(0), z.literal(1)]),
    }),
  },
});
