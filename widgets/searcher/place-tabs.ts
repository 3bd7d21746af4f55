import { safeRedirectUrl } from '../../src/lib/safe-redirect';
import { element, replaceKeepingFocus, section, uniqueId } from './dom';
import { phoneMessages as m } from './messages';
import type { ContinentChoice, PlaceChoice, WhereTabs } from './where-tabs-data';

type TabName = 'us' | 'zone' | 'international';

/** The location tabs of {@link placeTabs}: their markup, and `show` to draw another answer in them. */
export interface PlaceTabsView {
  element: HTMLElement;
  /** Draws `tabs` (the tab chosen stays chosen while it is there); `emptyText` in an empty 'U.S' tab. */
  show(tabs: WhereTabs, emptyText: string | undefined): void;
}

/**
 * The 'Where' step's location tabs (spec §2): 'U.S' always, 'Zone' when the answer has zones,
 * 'International' when it has continents. An ARIA tab list: the arrow keys, Home and End move
 * between the tabs (and show theirs), Tab goes on into the shown panel.
 */
export function placeTabs(onPlace: (place: PlaceChoice) => void): PlaceTabsView {
  const id = uniqueId();
  const root = element('div', { class: 'phone-searcher__tabs' });
  let chosen: TabName = 'us';
  let shown: { name: TabName; label: string }[] = [];
  const buttons = new Map<TabName, HTMLButtonElement>();
  const panels = new Map<TabName, HTMLElement>();
  const selected = () => (shown.some((tab) => tab.name === chosen) ? chosen : 'us');
  const select = () => {
    for (const [name, button] of buttons) {
      button.setAttribute('aria-selected', String(name === selected()));
      button.tabIndex = name === selected() ? 0 : -1;
    }
    for (const [name, panel] of panels) panel.hidden = name !== selected();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = shown.findIndex((tab) => tab.name === selected());
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: shown.length - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = shown[(to + shown.length) % shown.length];
    if (!next) return;
    chosen = next.name;
    select();
    buttons.get(next.name)?.focus();
  };
  const tab = (name: TabName, label: string) => {
    const attributes = { type: 'button', role: 'tab', id: `${id}-tab-${name}`, 'aria-controls': `${id}-panel-${name}`, class: 'phone-searcher__tab', 'data-key': `tab-${name}` };
    const button = element('button', attributes, label);
    button.addEventListener('click', () => {
      chosen = name;
      select();
    });
    button.addEventListener('keydown', onKeyDown);
    return button;
  };
  const show = (tabs: WhereTabs, emptyText: string | undefined) => {
    shown = [
      { name: 'us', label: m.usTab },
      ...(tabs.zones.length ? [{ name: 'zone' as const, label: m.zoneTab }] : []),
      ...(tabs.continents.length ? [{ name: 'international' as const, label: m.internationalTab }] : []),
    ];
    buttons.clear();
    panels.clear();
    for (const { name, label } of shown) {
      buttons.set(name, tab(name, label));
      const content = name === 'international' ? continentList(tabs.continents) : placeList(name === 'zone' ? tabs.zones : tabs.places, emptyText, onPlace);
      panels.set(name, element('div', { role: 'tabpanel', id: `${id}-panel-${name}`, 'aria-labelledby': `${id}-tab-${name}`, class: 'phone-searcher__panel' }, ...content));
    }
    const tablist = element('div', { role: 'tablist', 'aria-label': m.placesLabel, class: 'phone-searcher__tablist' }, ...buttons.values());
    select();
    replaceKeepingFocus(root, tablist, ...panels.values());
  };
  return { element: root, show };
}

function placeList(places: PlaceChoice[], emptyText: string | undefined, onPlace: (place: PlaceChoice) => void): HTMLElement[] {
  if (!places.length) return emptyText ? [element('p', { class: 'phone-searcher__empty' }, emptyText)] : [];
  const items = places.map((place) => {
    const button = element('button', { type: 'button', class: 'phone-searcher__option', 'data-key': place.key }, place.label);
    button.addEventListener('click', () => onPlace(place));
    return element('li', {}, button);
  });
  return [element('ul', { class: 'phone-searcher__list' }, ...items)];
}

/** The 'International' tab: each continent of the answer, its countries linking to their url. */
function continentList(continents: ContinentChoice[]): HTMLElement[] {
  return continents.map((continent) => {
    const items = continent.countries.map((country) => element('li', {}, element('a', { class: 'phone-searcher__option', href: safeRedirectUrl(country.url), 'data-key': country.key }, country.label)));
    return section(continent.name, element('ul', { class: 'phone-searcher__list' }, ...items));
  });
}
