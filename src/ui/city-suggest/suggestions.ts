import type { AnswerOf } from '../../api/endpoint';
import type { citySuggest } from '../../api/cities';

/** One choice of the list: what it shows and the ids it puts in the form ('' for none). */
export interface Suggestion {
  label: string;
  cityId: string;
  regionId: string;
}

/** Spec §9: in these countries the city search offers provinces only. */
const PROVINCE_ONLY_COUNTRIES: readonly string[] = ['IN'];

/**
 * The choices of one answer: cities as "City, Region", or, in a province-only country, the
 * provinces by name (alphabetical: a map keyed by numeric id loses the server's order anyway).
 */
export function suggestionsFrom(answer: AnswerOf<typeof citySuggest>, country: string): Suggestion[] {
  if (PROVINCE_ONLY_COUNTRIES.includes(country.trim().toUpperCase())) {
    return Object.entries(answer.provinces)
      .map(([regionId, name]) => ({ label: name, cityId: '', regionId }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }
  return answer.cities.map((city) => ({
    label: `${city.DESC_POBLACION}, ${city.DESC_REGION}`,
    cityId: String(city.ID_POBLACION),
    regionId: String(city.ID_REGION),
  }));
}
