import { call } from '../../src/api/call';
import { suggestCategories, suggestLocations } from '../../src/api/searcher';
import { locate, reloadNearMe } from './locate';
import { safeRedirectUrl } from '../../src/lib/safe-redirect';
import { attachSuggest, setField } from '../../src/ui/city-suggest/suggest';
import { CATEGORY_FIELDS, categoryOptions, fieldValues, LOCATION_FIELDS, locationOptions, searchTerm, type SearchOption } from './suggestions';

/** Spec §9: the searcher waits this long after the last keystroke. */
export const SEARCHER_DEBOUNCE_MS = 600;

export const searcherMessages = {
  categoriesLabel: 'Categories and vendors',
  placesLabel: 'Places',
  /** Spec §8, verbatim: a location search with no matches. */
  noPlaces: 'No matches have been found',
  nearMe: 'Use my current location',
  currentLocation: 'Current location',
} as const;

/**
 * The home searcher (spec §2/§4): what and where suggest as the person types (categories and
 * vendors; places), the keyboard moves through the lists and Enter takes the highlighted line;
 * a choice fills the GET form's hidden fields, so its own submit lands on the listing. A vendor
 * goes straight to its storefront. Returns a function that undoes it.
 */
export function enhanceSearcher(form: HTMLFormElement): () => void {
  if (form.querySelector('[data-near-me]')) return nearMeReload(form);
  const what = form.querySelector<HTMLInputElement>('input[name="txtStrSearch"]');
  const where = form.querySelector<HTMLInputElement>('input[name="txtLocalidad"]');
  const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
  const fill = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) {
      const field = hidden(name);
      if (field) setField(field, value);
    }
  };
  const formFields = () => Object.fromEntries([...LOCATION_FIELDS, ...CATEGORY_FIELDS].map((name) => [name, hidden(name)?.value ?? '']));
  const stops: (() => void)[] = [];

  if (what)
    stops.push(
      attachSuggest<SearchOption>(what, {
        debounceMs: SEARCHER_DEBOUNCE_MS,
        minChars: 1,
        listLabel: searcherMessages.categoriesLabel,
        // Spec §8: no category suggestions, no layer.
        emptyText: null,
        search: async (term, signal) => {
          const searchText = searchTerm(term);
          if (!searchText) return [];
          const answer = await call(suggestCategories, { ...formFields(), searchText }, { signal });
          return answer.ok ? categoryOptions(answer.data.data.categories, answer.data.data.vendors) : undefined;
        },
        pick: (option) => {
          if (option.kind === 'vendor') location.assign(safeRedirectUrl(option.url));
          else if (option.kind === 'category') fill(option.fields);
        },
        typed: () => fill(fieldValues(CATEGORY_FIELDS, {})),
      }),
    );

  if (where) {
    stops.push(
      attachSuggest<SearchOption>(where, {
        debounceMs: SEARCHER_DEBOUNCE_MS,
        minChars: 1,
        listLabel: searcherMessages.placesLabel,
        emptyText: searcherMessages.noPlaces,
        search: async (term, signal) => {
          const searchText = searchTerm(term);
          if (!searchText) return [];
          const answer = await call(suggestLocations, { ...formFields(), searchText, mode: 'home' }, { signal });
          return answer.ok ? locationOptions(answer.data.data.locations) : undefined;
        },
        pick: (option) => {
          if (option.kind === 'place') fill(option.fields);
        },
        typed: () => fill(fieldValues(LOCATION_FIELDS, {})),
      }),
    );
    stops.push(nearMeButton(where, fill));
  }
  // Text typed while the searcher's code was on its way is searched now.
  for (const input of [what, where]) if (input?.value && input === document.activeElement) input.dispatchEvent(new Event('input'));
  return () => stops.forEach((stop) => stop());
}

/** A listing's 'near me' form: the browser's position first, then the reload the server says (spec §2). */
function nearMeReload(form: HTMLFormElement): () => void {
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    form.setAttribute('aria-busy', 'true');
    void reloadNearMe().finally(() => form.removeAttribute('aria-busy'));
  };
  form.addEventListener('submit', onSubmit);
  return () => form.removeEventListener('submit', onSubmit);
}

/** Spec §3 mode 'geo': the visitor's position instead of a place. */
function nearMeButton(where: HTMLInputElement, fill: (values: Record<string, string>) => void): () => void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'searcher__near-me';
  button.setAttribute('aria-label', searcherMessages.nearMe);
  button.innerHTML =
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" stroke-width="1.8"/></svg>';
  button.addEventListener('click', async () => {
    button.setAttribute('aria-busy', 'true');
    const position = await locate();
    button.removeAttribute('aria-busy');
    if (!position) return;
    fill(fieldValues(LOCATION_FIELDS, { geoloc: 1, latitude: position.latitude, longitude: position.longitude }));
    where.value = searcherMessages.currentLocation;
  });
  where.after(button);
  return () => button.remove();
}
