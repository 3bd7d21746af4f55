/**
 * User-facing strings of the city autocomplete, in one place so a locale can replace them.
 * 'No results' is the spec's wording (§8); the spec names neither the list nor the announcement.
 */
export const citySuggestMessages = {
  /** The single, unselectable item of an empty list. */
  noResults: 'No results',
  /** Accessible name of the list of suggestions. */
  listLabel: 'Suggested cities',
  /** Said by screen readers when suggestions arrive. */
  resultsAvailable: (count: number): string => (count === 1 ? '1 result available.' : `${count} results available.`),
} as const;
