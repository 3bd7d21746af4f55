import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { safeRedirectUrl } from '../../src/lib/safe-redirect';
import { phoneMessages as m } from './messages';
import type { ContinentChoice, PlaceChoice, WhereTabs } from './where-tabs-data';

type TabName = 'us' | 'zone' | 'international';

export interface PlaceTabsProps {
  tabs: WhereTabs;
  /** Shown in the 'U.S' tab when it lists no place. */
  emptyText: string | undefined;
  onPlace: (place: PlaceChoice) => void;
}

/**
 * The 'Where' step's location tabs (spec §2): 'U.S' always, 'Zone' when the answer has zones,
 * 'International' when it has continents. An ARIA tab list: the arrow keys, Home and End move
 * between the tabs (and show theirs), Tab goes on into the shown panel.
 */
export function PlaceTabs({ tabs, emptyText, onPlace }: PlaceTabsProps) {
  const id = useId();
  const shown: { name: TabName; label: string }[] = [
    { name: 'us', label: m.usTab },
    ...(tabs.zones.length ? [{ name: 'zone' as const, label: m.zoneTab }] : []),
    ...(tabs.continents.length ? [{ name: 'international' as const, label: m.internationalTab }] : []),
  ];
  const [chosen, setChosen] = useState<TabName>('us');
  const selected = shown.some((tab) => tab.name === chosen) ? chosen : 'us';
  const refs = useRef(new Map<TabName, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const at = shown.findIndex((tab) => tab.name === selected);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: shown.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = shown[(to + shown.length) % shown.length];
    if (!next) return;
    setChosen(next.name);
    refs.current.get(next.name)?.focus();
  };
  return (
    <div className="phone-searcher__tabs">
      <div role="tablist" aria-label={m.placesLabel} className="phone-searcher__tablist">
        {shown.map((tab) => (
          <button
            key={tab.name}
            ref={(node) => {
              if (node) refs.current.set(tab.name, node);
              else refs.current.delete(tab.name);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.name}`}
            aria-selected={tab.name === selected}
            aria-controls={`${id}-panel-${tab.name}`}
            tabIndex={tab.name === selected ? 0 : -1}
            className="phone-searcher__tab"
            onClick={() => setChosen(tab.name)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {shown.map((tab) => (
        <div key={tab.name} role="tabpanel" id={`${id}-panel-${tab.name}`} aria-labelledby={`${id}-tab-${tab.name}`} hidden={tab.name !== selected} className="phone-searcher__panel">
          {tab.name === 'international' ? (
            <ContinentList continents={tabs.continents} />
          ) : (
            <PlaceList places={tab.name === 'zone' ? tabs.zones : tabs.places} emptyText={emptyText} onPlace={onPlace} />
          )}
        </div>
      ))}
    </div>
  );
}

function PlaceList({ places, emptyText, onPlace }: { places: PlaceChoice[]; emptyText: string | undefined; onPlace: (place: PlaceChoice) => void }) {
  if (!places.length) return emptyText ? <p className="phone-searcher__empty">{emptyText}</p> : null;
  return (
    <ul className="phone-searcher__list">
      {places.map((place) => (
        <li key={place.key}>
          <button type="button" className="phone-searcher__option" onClick={() => onPlace(place)}>
            {place.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The 'International' tab: each continent of the answer, its countries linking to their url. */
function ContinentList({ continents }: { continents: ContinentChoice[] }) {
  const id = useId();
  return continents.map((continent) => (
    <section key={continent.key} aria-labelledby={`${id}-${continent.key}`}>
      <h3 className="phone-searcher__heading" id={`${id}-${continent.key}`}>
        {continent.name}
      </h3>
      <ul className="phone-searcher__list">
        {continent.countries.map((country) => (
          <li key={country.key}>
            <a className="phone-searcher__option" href={safeRedirectUrl(country.url)}>
              {country.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  ));
}
