import type { CategorySuggestion, LocationSuggestion, VendorSuggestion } from '../../src/api/searcher';

/** Spec §9: the searcher waits this long after the last keystroke. */
export const SEARCHER_DEBOUNCE_MS = 600;

/** Spec §3: the search form's hidden fields a category suggestion fills. */
export const CATEGORY_FIELDS = ['id_sector', 'id_grupo', 'excludeVenueCategories'] as const;
/** Spec §2: the search form's hidden location fields. */
export const LOCATION_FIELDS = ['id_region', 'id_provincia', 'id_poblacion', 'id_geozona', 'geoloc', 'latitude', 'longitude'] as const;

/** One line of the searcher's lists: what it shows, and what choosing it does. */
export type SearchOption =
  | { kind: 'category'; label: string; fields: Record<string, string> }
  | { kind: 'vendor'; label: string; url: string }
  | { kind: 'place'; label: string; fields: Record<string, string> };

/** Spec §5: the searcher ignores '.' in what is typed; spaces around do not count either. */
export function searchTerm(text: string): string {
  return text.replaceAll('.', '').trim();
}

/**
 * The hidden fields a choice sets, among `names` only: every one of them is written (empty
 * when the choice has none), so an earlier choice never leaks into the next search.
 */
export function fieldValues(names: readonly string[], fields: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, fields[name] === undefined ? '' : String(fields[name])]));
}

/** Categories (with their subcategories) the server did not hide, then vendors found by name. */
export function categoryOptions(categories: readonly CategorySuggestion[], vendors: readonly VendorSuggestion[]): SearchOption[] {
  const shown = categories.filter((category) => !category.hide);
  return [
    ...shown.flatMap((category) => [category, ...category.subcategories]).map((c): SearchOption => ({ kind: 'category', label: c.name, fields: fieldValues(CATEGORY_FIELDS, c.fields) })),
    ...vendors.map((vendor): SearchOption => ({ kind: 'vendor', label: `${vendor.name} (${vendor.info.sector}, ${vendor.info.city})`, url: vendor.url })),
  ];
}

/** Places and, under a place with zones, its zones (the 'Zone' tab's content). */
export function locationOptions(locations: readonly LocationSuggestion[]): SearchOption[] {
  return locations.flatMap((place) => [
    { kind: 'place' as const, label: place.subText ? `${place.text}, ${place.subText}` : place.text, fields: fieldValues(LOCATION_FIELDS, place.fields) },
    ...(place.geozones ?? []).map((zone) => ({ kind: 'place' as const, label: `${zone.text} (${place.text})`, fields: fieldValues(LOCATION_FIELDS, zone.fields) })),
  ]);
}
