import type { LocationSuggestion } from '../../src/api/searcher';
import { fieldValues, LOCATION_FIELDS } from './suggestions';

/** A place the 'Where' step offers: its words and the form's location fields it sets. */
export interface PlaceChoice {
  key: string;
  label: string;
  fields: Record<string, string>;
}

/** A continent of the 'International' tab and its countries, each a link to its url. */
export interface ContinentChoice {
  key: string;
  name: string;
  countries: { key: string; label: string; url: string }[];
}

/** What the 'Where' step's tabs show (spec §2): places, zones when any, continents when any. */
export interface WhereTabs {
  places: PlaceChoice[];
  zones: PlaceChoice[];
  continents: ContinentChoice[];
}

interface Continent {
  id: number;
  name: string;
  countries: { id: number; text: string; url?: string | undefined }[];
}

/**
 * The suggest answer's locations as the tabs show them: the places ('U.S'), the zones inside them
 * ('Zone', named with their place), and the continents with their countries ('International').
 */
export function whereTabs(locations: readonly LocationSuggestion[], continents: readonly Continent[]): WhereTabs {
  return {
    places: locations.map((place) => ({ key: `p${place.id}`, label: place.subText ? `${place.text}, ${place.subText}` : place.text, fields: fieldValues(LOCATION_FIELDS, place.fields) })),
    zones: locations.flatMap((place) =>
      (place.geozones ?? []).map((zone) => ({ key: `z${zone.id}`, label: `${zone.text} (${place.text})`, fields: fieldValues(LOCATION_FIELDS, zone.fields) })),
    ),
    continents: continents.flatMap((continent) => {
      const countries = continent.countries.flatMap((country) => (country.url ? [{ key: `c${country.id}`, label: country.text, url: country.url }] : []));
      return countries.length ? [{ key: `k${continent.id}`, name: continent.name, countries }] : [];
    }),
  };
}
