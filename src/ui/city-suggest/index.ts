/** The city autocomplete: a framework-free enhancer for the server's sign-up and lead forms. */
export { attachCitySuggest, CITY_SUGGEST_DEBOUNCE_MS, CITY_SUGGEST_MIN_CHARS, type CitySuggestOptions } from './city-suggest';
export { citySuggestMessages } from './messages';
export { attachSuggest, setField, type SuggestOptions } from './suggest';
