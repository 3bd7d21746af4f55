import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { optionalFlag } from './fields';

/** Spec §3: one city suggestion. */
export const citySuggestionSchema = z.object({
  ID_POBLACION: z.int(),
  DESC_POBLACION: z.string(),
  ID_REGION: z.int(),
  DESC_REGION: z.string(),
});
export type CitySuggestion = z.infer<typeof citySuggestionSchema>;

const citySearchFields = {
  /** What the visitor typed (debounced 400 ms by the client). */
  search: z.string(),
  /** Country code to search in (US, ES, IN…); India searches provinces only. */
  id_pais: z.optional(z.string()),
  /** Comma-separated country codes to keep. */
  filterCountries: z.optional(z.string()),
  addProvinces: optionalFlag,
};

/** Spec §7: city autocomplete, JSON mode (retJSON=1): cities plus a provinces map keyed by region id. */
export const citySuggest = defineEndpoint({
  name: 'cities.suggest',
  method: 'GET',
  path: '/utils-SearchPoblacion.php',
  encoding: 'query',
  request: z.object({ ...citySearchFields, retJSON: z.pipe(z.coerce.number(), z.literal(1)) }),
  answer: {
    kind: 'json',
    schema: z.object({
      cities: z.array(citySuggestionSchema),
      /** Region name by region id; filled when addProvinces=1. */
      provinces: z._default(z.record(z.string(), z.string()), {}),
    }),
  },
});

export const cityLineFields = ['provinceId', 'cityId', 'text', 'title', 'subtitle', 'regionMarker'] as const;

/** One `||` line of the text mode: a city, or a whole province when the region marker is '1'. */
export const cityLineSchema = z.object({
  provinceId: z.coerce.number().check(z.int()),
  /** 0 on a province line. */
  cityId: z.coerce.number().check(z.int()),
  text: z.string(),
  title: z.string(),
  subtitle: z.string(),
  regionMarker: z.pipe(z.string(), z.transform((marker) => marker === '1')),
});
export type CityLine = z.infer<typeof cityLineSchema>;

/** Spec §7: the same city search in its legacy text mode (no retJSON): one `a||b||c` line per match. */
export const citySuggestLines = defineEndpoint({
  name: 'cities.suggestLines',
  method: 'GET',
  path: '/utils-SearchPoblacion.php',
  encoding: 'query',
  request: z.object({ ...citySearchFields, retJSON: z.optional(z.pipe(z.coerce.number(), z.literal(0))) }),
  answer: { kind: 'lines', fields: cityLineFields, schema: z.array(cityLineSchema) },
});
