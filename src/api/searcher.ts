import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { optionalFlag, optionalId, optionalNumber } from './fields';

/** Hidden form fields a suggestion fills (id_region, id_provincia, id_sector…), by field name. */
export const suggestionFieldsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** Spec §2: the home-page searcher's form fields, sent with every suggest call. */
const searchFormFields = {
  searchText: z._default(z.string(), ''),
  id_region: optionalId,
  id_provincia: optionalId,
  id_geozona: optionalId,
  id_poblacion: optionalId,
  id_sector: optionalId,
  id_grupo: optionalId,
  excludeVenueCategories: optionalFlag,
  geoloc: optionalFlag,
  latitude: optionalNumber,
  longitude: optionalNumber,
  txtStrSearch: z.optional(z.string()),
};

const subcategorySchema = z.object({ name: z.string(), url: z.string(), fields: suggestionFieldsSchema });

export const categorySuggestionSchema = z.object({
  name: z.string(),
  url: z.string(),
  icon: z.optional(z.string()),
  fields: suggestionFieldsSchema,
  featured: z.boolean(),
  hide: z.boolean(),
  subcategories: z.array(subcategorySchema),
});
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;

/** Spec §3: a vendor found by name, with its item info. */
export const vendorSuggestionSchema = z.object({
  name: z.string(),
  url: z.string(),
  info: z.object({
    vendorId: z.int(),
    city: z.string(),
    region: z.string(),
    country: z.string(),
    address: z.string(),
    currency: z.string(),
    sector: z.string(),
    price: z._default(z.number(), 1),
  }),
});
export type VendorSuggestion = z.infer<typeof vendorSuggestionSchema>;

const placeSchema = z.object({ id: z.int(), text: z.string(), url: z.optional(z.string()), fields: suggestionFieldsSchema });

export const locationSuggestionSchema = z.object({
  id: z.int(),
  text: z.string(),
  subText: z.string(),
  url: z.string(),
  fields: suggestionFieldsSchema,
  info: z.optional(z.string()),
  /** Zones inside the place: the searcher then shows a 'Zone' tab. */
  geozones: z.optional(z.array(placeSchema)),
  regions: z.optional(z.array(placeSchema)),
});
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;

export const continentSchema = z.object({ id: z.int(), name: z.string(), countries: z.array(placeSchema) });

/** Spec §7: categories (and vendors by name) matching the searcher's text. */
export const suggestCategories = defineEndpoint({
  name: 'searcher.suggestCategories',
  method: 'GET',
  path: '/listing/suggest/categories',
  encoding: 'query',
  request: z.object(searchFormFields),
  answer: {
    kind: 'json',
    schema: z.object({
      hasSearch: z.boolean(),
      data: z.object({ categories: z.array(categorySuggestionSchema), vendors: z._default(z.array(vendorSuggestionSchema), []) }),
    }),
  },
});

/** Spec §3: what the location list shows: current-position results, the default list, or the cleared state. */
export const locationModeSchema = z.enum(['geo', 'home', 'clearAll']);

/** Spec §7: locations matching the searcher's text; continents feed the 'International' tab. */
export const suggestLocations = defineEndpoint({
  name: 'searcher.suggestLocations',
  method: 'GET',
  path: '/listing/suggest/locations',
  encoding: 'query',
  request: z.object({ ...searchFormFields, mode: z.optional(locationModeSchema) }),
  answer: {
    kind: 'json',
    schema: z.object({
      hasSearch: z.boolean(),
      data: z.object({
        mode: locationModeSchema,
        locations: z.array(locationSuggestionSchema),
        continents: z._default(z.array(continentSchema), []),
      }),
    }),
  },
});
