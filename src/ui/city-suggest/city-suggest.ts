import { call } from '../../api/call';
import { citySuggest } from '../../api/cities';
import { attachSuggest, setField } from './suggest';
import { suggestionsFrom, type Suggestion } from './suggestions';

/** Spec §9: the city search waits this long after the last keystroke. */
export const CITY_SUGGEST_DEBOUNCE_MS = 400;

/** Shorter text matches too much to be worth a request. */
export const CITY_SUGGEST_MIN_CHARS = 2;

/** Where a chosen city goes, and where to search. */
export interface CitySuggestOptions {
  /** Hidden input that receives the chosen city's id (server name Poblacion). */
  cityField: HTMLInputElement;
  /** Hidden input that receives the region/province id (server name Provincia). */
  regionField: HTMLInputElement;
  /** Country code to search in (site config country: 'US', 'ES', 'IN'...). */
  country: string;
  /** Where the list opens (under the input unless said). */
  placement?: 'below' | 'above';
}

/**
 * Enhances a text input into an accessible city combobox (ARIA 1.2, list autocomplete): what
 * the person types is searched 400 ms after they pause, the matches show in a list under the
 * input, and choosing one fills the hidden city and region ids. Returns a function that undoes it.
 *
 * @example
 * const detach = attachCitySuggest(form.txtStrPoblacion, { cityField: form.Poblacion, regionField: form.Provincia, country: 'US' });
 */
export function attachCitySuggest(input: HTMLInputElement, options: CitySuggestOptions): () => void {
  return attachSuggest<Suggestion>(input, {
    debounceMs: CITY_SUGGEST_DEBOUNCE_MS,
    minChars: CITY_SUGGEST_MIN_CHARS,
    placement: options.placement,
    async search(term, signal) {
      const payload = { search: term, retJSON: 1, id_pais: options.country, addProvinces: 1 } as const;
      const result = await call(citySuggest, payload, { signal });
      if (result.ok) return suggestionsFrom(result.data, options.country);
      // A newer search aborted this one: nothing failed.
      if (result.error.kind === 'aborted') return undefined;
      console.warn('[widgets] City suggestions failed; the list stays closed.', result.error);
      return undefined;
    },
    pick(suggestion) {
      setField(options.cityField, suggestion.cityId);
      setField(options.regionField, suggestion.regionId);
    },
    // The chosen city no longer matches what the field says.
    typed() {
      setField(options.cityField, '');
      setField(options.regionField, '');
    },
  });
}
