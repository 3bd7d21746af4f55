import { useId, useState } from 'react';
import { call } from '../../src/api/call';
import { suggestLocations } from '../../src/api/searcher';
import { locate, type Position2D } from './locate';
import { phoneMessages as m } from './messages';
import { PlaceTabs } from './place-tabs';
import { CATEGORY_FIELDS, fieldValues, LOCATION_FIELDS, searchTerm } from './suggestions';
import { useAnswer } from './use-answer';
import { useFocusOnMount } from './use-focus-on-mount';
import type { WhatChoice } from './what-step';
import { whereTabs, type PlaceChoice } from './where-tabs-data';

/** Spec §3's location modes the step asks in: the list for what is typed ('home'), or places around the visitor ('geo'). */
type Query = { mode: 'home'; term: string } | { mode: 'geo'; position: Position2D };

const DEFAULT_LIST: Query = { mode: 'home', term: '' };

export interface WhereStepProps {
  what: WhatChoice;
  /** What the page's own place field held (typed before the modal came). */
  initialText: string;
  debounceMs: number;
  onBack: () => void;
  /** Searches: a place chosen, the words typed, or anywhere. */
  onSearch: (where: PlaceChoice) => void;
}

/** The place search's answer for `query`, with the category chosen (spec §7: form fields plus searchText). */
function useLocations(what: WhatChoice, query: Query, debounceMs: number) {
  return useAnswer(JSON.stringify(query), query.mode === 'home' ? debounceMs : 0, (signal) =>
    call(suggestLocations, { ...fieldValues(CATEGORY_FIELDS, what.fields), ...payloadOf(query) }, { signal }),
  );
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
export function WhereStep({ what, initialText, debounceMs, onBack, onSearch }: WhereStepProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [position, setPosition] = useState<Position2D | undefined>();
  const [query, setQuery] = useState<Query>({ mode: 'home', term: searchTerm(initialText) });
  const answer = useLocations(what, query, debounceMs);
  const data = answer.data?.data;
  const tabs = data && data.mode !== 'clearAll' ? whereTabs(data.locations, data.continents) : undefined;
  const typed = query.mode === 'home' && query.term !== '';
  const status = answer.failed ? m.unavailable : answer.loading || !tabs || (data?.mode === 'home' && !typed) ? '' : m.results(tabs.places.length);
  const here = (): PlaceChoice =>
    position
      ? { key: 'geo', label: m.currentLocation, fields: fieldValues(LOCATION_FIELDS, { geoloc: 1, ...position }) }
      : { key: 'text', label: text.trim(), fields: fieldValues(LOCATION_FIELDS, {}) };
  const type = (value: string) => {
    setText(value);
    setPosition(undefined);
    setQuery({ mode: 'home', term: searchTerm(value) });
  };
  const nearMe = async () => {
    const found = await locate();
    if (!found) return;
    setPosition(found);
    setText(m.currentLocation);
    setQuery({ mode: 'geo', position: found });
  };
  const clear = async () => {
    setPosition(undefined);
    setText('');
    // Whatever the server answers (or if it fails), the place is gone here: the default list again.
    await call(suggestLocations, { ...fieldValues(CATEGORY_FIELDS, what.fields), searchText: '', mode: 'clearAll' });
    setQuery(DEFAULT_LIST);
  };
  return (
    <div className="phone-searcher__step">
      <WhatSummary what={what} onBack={onBack} />
      <WhereField id={id} text={text} onType={type} onSubmit={() => onSearch(here())} />
      <div className="phone-searcher__actions">
        <button type="button" className="phone-searcher__action" onClick={() => void nearMe()}>
          {m.nearMe}
        </button>
        {(text || position) && (
          <button type="button" className="phone-searcher__action" onClick={() => void clear()}>
            {m.clearPlace}
          </button>
        )}
      </div>
      <output id={`${id}-status`} className={answer.failed ? 'phone-searcher__notice' : 'ui-visually-hidden'}>
        {status}
      </output>
      {tabs && <PlaceTabs tabs={tabs} emptyText={typed ? m.noPlaces : undefined} onPlace={onSearch} />}
      <button type="button" className="phone-searcher__submit" onClick={() => onSearch(here())}>
        {m.search}
      </button>
    </div>
  );
}

/** What the place is for, with the way back to change it. */
function WhatSummary({ what, onBack }: { what: WhatChoice; onBack: () => void }) {
  return (
    <div className="phone-searcher__what">
      <button type="button" className="phone-searcher__back" onClick={onBack}>
        {m.back}
      </button>
      <span>{what.label || m.anywhere}</span>
    </div>
  );
}

function WhereField({ id, text, onType, onSubmit }: { id: string; text: string; onType: (value: string) => void; onSubmit: () => void }) {
  const field = useFocusOnMount<HTMLInputElement>();
  return (
    <form
      className="phone-searcher__field"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={`${id}-where`}>{m.whereTitle}</label>
      <input
        id={`${id}-where`}
        ref={field}
        type="search"
        value={text}
        placeholder={m.wherePlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        aria-describedby={`${id}-status`}
        onChange={(event) => onType(event.target.value)}
      />
    </form>
  );
}
