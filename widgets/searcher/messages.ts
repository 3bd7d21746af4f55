/** The inline searcher's words (tablets and desktops). */
export const searcherMessages = {
  categoriesLabel: 'Categories and vendors',
  placesLabel: 'Places',
  /** Spec §8, verbatim: a location search with no matches. */
  noPlaces: 'No matches have been found',
  /** Ours (the spec shows no failure): said in the live region when a search could not be answered. */
  suggestionsUnavailable: 'Suggestions are not available right now. You can still search for what you typed.',
  nearMe: 'Use my current location',
  currentLocation: 'Current location',
} as const;

/** The phone searcher's words: the spec's verbatim where it gives them (§2, §8), ours otherwise. */
export const phoneMessages = {
  /** Spec §2, verbatim: the modal's first step. */
  startTitle: 'Start your search',
  /** Spec §2, verbatim: the modal's place step. */
  whereTitle: 'Where',
  /** Spec §2, verbatim: the location tabs. */
  usTab: 'U.S',
  zoneTab: 'Zone',
  internationalTab: 'International',
  noPlaces: searcherMessages.noPlaces,
  whatLabel: 'Search vendors, venues or cities',
  wherePlaceholder: 'City or region',
  categoriesLabel: searcherMessages.categoriesLabel,
  placesLabel: searcherMessages.placesLabel,
  lastSearches: 'Last searches',
  back: 'Back',
  search: 'Search',
  clearPlace: 'Clear place',
  nearMe: searcherMessages.nearMe,
  currentLocation: searcherMessages.currentLocation,
  anywhere: 'Anywhere',
  unavailable: searcherMessages.suggestionsUnavailable,
  results: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  /** What a last search is called: what, and where when a place was chosen. */
  lastSearchLabel: (what: string, where: string) => (where ? `${what} in ${where}` : what),
} as const;
