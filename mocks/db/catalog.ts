import type { Category, Region, Vendor } from './seed';
import { state } from './store';

// Read-only queries over the fixture catalogue (vendors, categories, regions and cities).

export function allVendors(): readonly Vendor[] {
  return state.vendors;
}

export function findVendor(id: number): Vendor | undefined {
  return state.vendors.find((v) => v.id === id);
}

export function findVendorByStorefront(storefrontId: number): Vendor | undefined {
  return state.vendors.find((v) => v.storefrontId === storefrontId);
}

export function findCategory(id: number): Category | undefined {
  return state.categories.find((c) => c.id === id);
}

export function allCategories(): readonly Category[] {
  return state.categories;
}

export function findRegion(id: number): Region | undefined {
  return state.regions.find((r) => r.id === id);
}

export function regionsOf(country: string): Region[] {
  return state.regions.filter((r) => r.country === country);
}

export interface CityMatch {
  cityId: number;
  city: string;
  regionId: number;
  region: string;
  country: string;
}

/** Cities whose name starts a word with `text`, case- and accent-insensitive. */
export function searchCities(text: string, countries?: readonly string[]): CityMatch[] {
  const needle = fold(text);
  if (!needle) return [];
  return state.regions
    .filter((r) => !countries?.length || countries.includes(r.country))
    .flatMap((r) => r.cities.map((c) => ({ cityId: c.id, city: c.name, regionId: r.id, region: r.name, country: r.country })))
    .filter((m) => wordStarts(m.city, needle));
}

/** Regions whose name starts a word with `text`. */
export function searchRegions(text: string, countries?: readonly string[]): Region[] {
  const needle = fold(text);
  if (!needle) return [];
  return state.regions.filter((r) => (!countries?.length || countries.includes(r.country)) && wordStarts(r.name, needle));
}

/** Vendors whose name contains `text`; the searcher ignores '.' in terms (spec §5). */
export function searchVendors(text: string, filter: { categoryId?: number; country?: string } = {}): Vendor[] {
  const needle = fold(text.replaceAll('.', ''));
  if (!needle) return [];
  return state.vendors.filter(
    (v) =>
      fold(v.name.replaceAll('.', '')).includes(needle) &&
      (filter.categoryId === undefined || v.categoryId === filter.categoryId) &&
      (filter.country === undefined || v.country === filter.country),
  );
}

/** Vendors of a category near a place: the region's first, then the rest of its country. */
export function vendorsNear(categoryId: number, place: { regionId?: number; country?: string }): Vendor[] {
  const country = place.country ?? (place.regionId ? findRegion(place.regionId)?.country : undefined);
  const inCategory = state.vendors.filter((v) => v.categoryId === categoryId && (!country || v.country === country));
  const inRegion = inCategory.filter((v) => v.regionId === place.regionId);
  return [...inRegion, ...inCategory.filter((v) => v.regionId !== place.regionId)];
}

/** Lower case without accents, so 'sao' finds São Paulo. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

function wordStarts(name: string, needle: string): boolean {
  const folded = fold(name);
  return folded.startsWith(needle) || folded.includes(` ${needle}`);
}
