import { call } from '../../api/call';
import { citySuggest } from '../../api/cities';
import { adoptStyles } from '../../lib/styles';
import tokensCss from '../tokens.css?inline';
import css from './city-suggest.css?inline';
import { createSuggestListbox } from './suggest-listbox';
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
}

const COMBOBOX_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant', 'autocomplete'];

/**
 * Enhances a text input into an accessible city combobox (ARIA 1.2, list autocomplete): what
 * the person types is searched 400 ms after they pause, the matches show in a list under the
 * input, and choosing one fills the hidden city and region ids. Returns a function that undoes it.
 *
 * @example
 * const detach = attachCitySuggest(form.txtStrPoblacion, { cityField: form.Poblacion, regionField: form.Provincia, country: 'US' });
 */
export function attachCitySuggest(input: HTMLInputElement, options: CitySuggestOptions): () => void {
  adoptStyles(['ui-tokens', tokensCss], ['ui-city-suggest', css]);
  const original = COMBOBOX_ATTRIBUTES.map((name) => [name, input.getAttribute(name)] as const);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  // The browser's own autofill list would cover ours.
  input.setAttribute('autocomplete', 'off');
  const listbox = createSuggestListbox(input, (suggestion) => pick(suggestion));
  const view = input.ownerDocument.defaultView ?? window;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The search whose answer may still be shown; any other answer is stale and dropped.
  let current: AbortController | undefined;

  const cancel = () => {
    clearTimeout(timer);
    current?.abort();
    current = undefined;
  };

  const search = async (term: string) => {
    const controller = new AbortController();
    current = controller;
    const payload = { search: term, retJSON: 1, id_pais: options.country, addProvinces: 1 } as const;
    const result = await call(citySuggest, payload, { signal: controller.signal });
    if (current !== controller) return;
    current = undefined;
    if (!result.ok) {
      console.warn('[widgets] City suggestions failed; the list stays closed.', result.error);
      listbox.clear();
      return;
    }
    listbox.show(suggestionsFrom(result.data, options.country), input.ownerDocument.activeElement === input);
  };

  const pick = (suggestion: Suggestion) => {
    cancel();
    input.value = suggestion.label;
    setField(options.cityField, suggestion.cityId);
    setField(options.regionField, suggestion.regionId);
    input.dispatchEvent(new Event('change', { bubbles: true }));
    listbox.clear();
  };

  const onInput = () => {
    cancel();
    // The chosen city no longer matches what the field says.
    for (const field of [options.cityField, options.regionField]) if (field.value !== '') setField(field, '');
    const term = input.value.trim();
    if (term.length < CITY_SUGGEST_MIN_CHARS) return listbox.clear();
    timer = setTimeout(() => search(term).catch((error: unknown) => console.warn('[widgets] City suggestions failed.', error)), CITY_SUGGEST_DEBOUNCE_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Keys that compose a character (Japanese, Chinese input methods) are not meant for the list.
    if (event.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!listbox.isOpen && !listbox.open()) return;
      event.preventDefault();
      listbox.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const active = listbox.isOpen ? listbox.active : undefined;
      if (!active) return listbox.close();
      // Enter means the highlighted choice here, not submitting the form.
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Tab') listbox.close();
  };

  // On window, in the capture phase: this runs before Radix's dialog listener (document, capture),
  // which leaves a prevented Escape alone, so the first Escape closes the list and only the next the dialog.
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.target !== input || !listbox.isOpen) return;
    event.preventDefault();
    listbox.close();
  };

  const onPointerDown = (event: PointerEvent) => {
    const target = event.target as Node;
    if (!input.contains(target) && !listbox.element.contains(target)) listbox.close();
  };

  const onFocus = () => void listbox.open();

  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onKeyDown);
  input.addEventListener('focus', onFocus);
  view.addEventListener('keydown', onEscape, true);
  input.ownerDocument.addEventListener('pointerdown', onPointerDown, true);
  return () => {
    cancel();
    input.removeEventListener('input', onInput);
    input.removeEventListener('keydown', onKeyDown);
    input.removeEventListener('focus', onFocus);
    view.removeEventListener('keydown', onEscape, true);
    input.ownerDocument.removeEventListener('pointerdown', onPointerDown, true);
    listbox.destroy();
    for (const [name, value] of original) {
      if (value === null) input.removeAttribute(name);
      else input.setAttribute(name, value);
    }
  };
}

/** Sets a hidden field the way typing would have: form kits and trackers listen for these events. */
function setField(field: HTMLInputElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}
