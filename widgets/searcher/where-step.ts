import { call } from '../../src/api/call';
import { writeValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';
import type { AnswerOf } from '../../src/api/endpoint';
import { suggestLocations } from '../../src/api/searcher';
import { answerOf, type Answer } from './answer';
import { element, uniqueId } from './dom';
import { locate, type Position2D } from './locate';
import { phoneMessages as m } from './messages';
import { placeTabs, type PlaceTabsView } from './place-tabs';
import { CATEGORY_FIELDS, fieldValues, LOCATION_FIELDS, searchTerm } from './suggestions';
import { showStatus, type PhoneStep, type WhatChoice } from './what-step';
import { whereTabs, type PlaceChoice } from './where-tabs-data';

/** Spec §3's location modes the step asks in: the list for what is typed ('home'), or places around the visitor ('geo'). */
type Query = { mode: 'home'; term: string } | { mode: 'geo'; position: Position2D };

const DEFAULT_LIST: Query = { mode: 'home', term: '' };

type LocationsAnswer = AnswerOf<typeof suggestLocations>;

export interface WhereStepOptions {
  what: WhatChoice;
  /** What the page's own place field held (typed before the modal came, or the place the server remembers). */
  initialText: string;
  /** The place's fields as the page's form holds them (the server's remembered place): kept while the text is not changed. */
  initialFields?: Record<string, string>;
  debounceMs: number;
  onBack: () => void;
  /** The person cleared the place: the page's form forgets it too. */
  onClear: () => void;
  /** Searches: a place chosen, the words typed, or anywhere. */
  onSearch: (where: PlaceChoice) => void;
}

function payloadOf(query: Query) {
  if (query.mode === 'home') return { searchText: query.term, mode: query.mode };
  return { searchText: '', mode: query.mode, geoloc: 1, latitude: query.position.latitude, longitude: query.position.longitude };
}

/**
 * The modal's 'Where' step: the place field, the location tabs of the answer, the visitor's
 * position (mode 'geo') and the clearing of the place (mode 'clearAll': the server forgets the
 * place, and the default list comes back); a place searches at once, the Search button with
 * what is there (the words typed, the position, or anywhere).
 */
export function whereStep({ what, initialText, initialFields = {}, debounceMs, onBack, onClear, onSearch }: WhereStepOptions): PhoneStep {
  const id = uniqueId();
  const view = whereView(id, what, initialText, onBack);
  const { input, clearButton } = view;
  let position: Position2D | undefined;
  let query: Query = { mode: 'home', term: searchTerm(initialText) };
  // The form's place goes as it is (its ids) while its words are not changed.
  const here = (): PlaceChoice =>
    position
      ? { key: 'geo', label: m.currentLocation, fields: fieldValues(LOCATION_FIELDS, { geoloc: 1, ...position }) }
      : { key: 'text', label: input.value.trim(), fields: fieldValues(LOCATION_FIELDS, initialText && input.value === initialText ? initialFields : {}) };
  let stopped = false;
  let last: Answer<LocationsAnswer> = { data: undefined, loading: true, failed: false };
  const tabs = tabsIn(view, onSearch);
  const show = () => tabs.show(last, query);
  const answering = answerOf<LocationsAnswer>((answer) => {
    last = answer;
    show();
  });
  // The place search's answer for the query, with the category chosen (spec §7: form fields plus searchText).
  const ask = (next: Query) => {
    if (stopped) return;
    query = next;
    clearButton.hidden = !(input.value || position);
    show();
    answering.ask(JSON.stringify(next), next.mode === 'home' ? debounceMs : 0, (signal) =>
      call(suggestLocations, { ...fieldValues(CATEGORY_FIELDS, what.fields), ...payloadOf(next) }, { signal }),
    );
  };
  input.addEventListener('input', () => {
    position = undefined;
    ask({ mode: 'home', term: searchTerm(input.value) });
  });
  view.form.addEventListener('submit', (event) => {
    event.preventDefault();
    onSearch(here());
  });
  view.nearMeButton.addEventListener('click', async () => {
    const found = await locate();
    if (!found) return;
    position = found;
    input.value = m.currentLocation;
    ask({ mode: 'geo', position: found });
  });
  clearButton.addEventListener('click', async () => {
    position = undefined;
    input.value = '';
    clearButton.hidden = true;
    // Spec §9: a place unset by hand is remembered 2 days: the site does not put one back meanwhile,
    // and neither does the page (its form's place goes now, with its ids).
    writeValue(storedValues.locationUnset, '1');
    initialText = '';
    onClear();
    // Whatever the server answers (or if it fails), the place is gone here: the default list again.
    await call(suggestLocations, { ...fieldValues(CATEGORY_FIELDS, what.fields), searchText: '', mode: 'clearAll' });
    ask(DEFAULT_LIST);
  });
  view.searchButton.addEventListener('click', () => onSearch(here()));
  ask(query);
  const stop = () => {
    stopped = true;
    answering.stop();
  };
  return { element: view.step, focus: () => input.focus(), stop };
}

type WhereView = ReturnType<typeof whereView>;

/**
 * The answer as the step shows it: the status, and the tabs (none while there is no list: a
 * failure, or the place cleared; tabs drawn again start at 'U.S').
 */
function tabsIn(view: WhereView, onPlace: (place: PlaceChoice) => void) {
  let tabs: PlaceTabsView | undefined;
  const show = (answer: Answer<LocationsAnswer>, query: Query) => {
    const data = answer.data?.data;
    const shown = data && data.mode !== 'clearAll' ? whereTabs(data.locations, data.continents) : undefined;
    const typed = query.mode === 'home' && query.term !== '';
    showStatus(view.status, answer, !shown || (data?.mode === 'home' && !typed) ? undefined : shown.places.length);
    if (!shown) {
      tabs?.element.remove();
      tabs = undefined;
      return;
    }
    if (!tabs) {
      tabs = placeTabs(onPlace);
      view.status.after(tabs.element);
    }
    tabs.show(shown, typed ? m.noPlaces : undefined);
  };
  return { show };
}

/** The step's markup: what the place is for (with Back), the field, the position and clearing, the status, Search. */
function whereView(id: string, what: WhatChoice, initialText: string, onBack: () => void) {
  const back = element('button', { type: 'button', class: 'phone-searcher__back' }, m.back);
  back.addEventListener('click', onBack);
  const summary = element('div', { class: 'phone-searcher__what' }, back, element('span', {}, what.label || m.anywhere));
  const input = element('input', {
    id: `${id}-where`,
    type: 'search',
    placeholder: m.wherePlaceholder,
    autocomplete: 'off',
    enterkeyhint: 'search',
    'aria-describedby': `${id}-status`,
  });
  input.value = initialText;
  const form = element('form', { class: 'phone-searcher__field' }, element('label', { for: input.id }, m.whereTitle), input);
  const nearMeButton = element('button', { type: 'button', class: 'phone-searcher__action' }, m.nearMe);
  const clearButton = element('button', { type: 'button', class: 'phone-searcher__action' }, m.clearPlace);
  const status = element('output', { id: `${id}-status`, class: 'ui-visually-hidden' });
  const searchButton = element('button', { type: 'button', class: 'phone-searcher__submit' }, m.search);
  const step = element('div', { class: 'phone-searcher__step' }, summary, form, element('div', { class: 'phone-searcher__actions' }, nearMeButton, clearButton), status, searchButton);
  return { step, form, input, nearMeButton, clearButton, status, searchButton };
}
