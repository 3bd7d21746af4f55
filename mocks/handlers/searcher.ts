import { storefrontPath } from '../../fixtures/pages/data';
import { directoryPath } from '../../fixtures/pages/directory';
import type * as api from '../../src/api/searcher';
import searcherPlaces from '../../fixtures/data/searcher-places.json' with { type: 'json' };
import { isCountry } from '../../fixtures/pages/site';
import { nearestCity } from './geolocation';
import { suggestCategories, suggestLocations } from '../../src/api/searcher';
import { allCategories, findCategory, findRegion, fold, regionsOf, searchCities, searchRegions, searchVendors, type Region } from '../db';
import { handle } from '../handle';
import type { HandlersFor } from './types';
import { fragmentContext } from './http';

const FEATURED = new Set([1, 6, 5, 13, 50, 19]);
const MAX_ITEMS = 8;

/** Zones inside a region (the searcher's 'Zone' tab) and the continents of its 'International' tab. */
const GEOZONES: Record<string, { id: number; text: string }[] | undefined> = searcherPlaces.geozones;

/** A country of the 'International' tab: its listing of the chosen category, or its home page. */
function countryUrl(code: string, categoryId: number | undefined): string {
  const category = categoryId ? findCategory(categoryId) : undefined;
  if (!isCountry(code)) return `/home?country=${code}`;
  return category ? `${directoryPath(code, { category })}?country=${code}` : `/home?country=${code}`;
}

/** The continents with their countries; with `text`, only the continents or countries it names. */
function continentsFor(text: string, categoryId: number | undefined) {
  return searcherPlaces.continents.flatMap((c) => {
    const all = c.countries.map(([code = '', name = ''], i) => ({ id: c.id * 100 + i, text: name, url: countryUrl(code, categoryId), fields: { country: code } }));
    const countries = !text || fold(c.name).includes(text) ? all : all.filter((country) => fold(country.text).includes(text));
    return countries.length ? [{ id: c.id, name: c.name, countries }] : [];
  });
}

function regionItem(region: Region) {
  const geozones = GEOZONES[String(region.id)]?.map((z) => ({ ...z, fields: { id_provincia: region.id, id_geozona: z.id } }));
  return {
    id: region.id,
    text: region.name,
    subText: region.country,
    url: `/search?id_provincia=${region.id}`,
    fields: { id_provincia: region.id },
    ...(geozones ? { geozones } : {}),
  };
}

function cityItem(c: { cityId: number; city: string; regionId: number; region: string; country: string }) {
  return {
    id: c.cityId,
    text: c.city,
    subText: `${c.region}, ${c.country}`,
    url: `/search?id_provincia=${c.regionId}&id_poblacion=${c.cityId}`,
    fields: { id_provincia: c.regionId, id_poblacion: c.cityId },
  };
}

/** Spec §3 'geo': the places around the visitor's position, the nearest city first, then its region. */
function nearPosition(latitude: number | undefined, longitude: number | undefined) {
  if (latitude === undefined || longitude === undefined) return [];
  const near = nearestCity(latitude, longitude);
  const region = near ? findRegion(near.regionId) : undefined;
  const city = region?.cities.find((c) => c.id === near?.cityId);
  if (!region || !city) return [];
  return [cityItem({ cityId: city.id, city: city.name, regionId: region.id, region: region.name, country: region.country }), regionItem(region)];
}

export const searcherHandlers = {
  suggestCategories: handle(suggestCategories, ({ payload, request }) => {
    const ctx = fragmentContext(request);
    // Spec §5: the searcher ignores '.' in search terms.
    const text = fold(payload.searchText.replaceAll('.', ''));
    const region = payload.id_provincia ? findRegion(payload.id_provincia) : undefined;
    const matching = allCategories().filter((c) => (text ? fold(c.name).includes(text) : FEATURED.has(c.id)));
    const vendors = text ? searchVendors(text, region ? { country: region.country } : {}).slice(0, 4) : [];
    return {
      hasSearch: text.length > 0,
      data: {
        categories: matching.slice(0, MAX_ITEMS).map((c) => ({
          name: c.name,
          url: ctx.href(directoryPath(ctx.country, { category: c, region })),
          icon: `/assets/svg/optimized/${c.id === 1 ? 'location' : 'star'}.svg`,
          fields: { id_sector: c.id, ...(c.id === 1 ? {} : { excludeVenueCategories: 1 }) },
          featured: FEATURED.has(c.id),
          hide: false,
          subcategories: [],
        })),
        vendors: vendors.map((v) => ({
          name: v.name,
          url: storefrontPath(v),
          info: {
            vendorId: v.id,
            city: v.city,
            region: v.region,
            country: v.country,
            address: `${v.city}, ${v.region}`,
            currency: v.currency,
            sector: findCategory(v.categoryId)?.name ?? '',
            price: v.priceFrom,
          },
        })),
      },
    };
  }),

  suggestLocations: handle(suggestLocations, ({ payload }) => {
    const text = fold(payload.searchText.replaceAll('.', '').trim());
    const mode = payload.mode ?? (payload.geoloc === 1 ? 'geo' : 'home');
    // Spec §3 'clearAll': the visitor unset the place; nothing to list.
    if (mode === 'clearAll') return { hasSearch: false, data: { mode, locations: [], continents: [] } };
    if (mode === 'geo') return { hasSearch: false, data: { mode, locations: nearPosition(payload.latitude, payload.longitude), continents: [] } };
    if (!text) return { hasSearch: false, data: { mode, locations: regionsOf('US').map(regionItem), continents: continentsFor('', payload.id_sector) } };
    const regions = searchRegions(text).map(regionItem);
    const cities = searchCities(text).map(cityItem);
    return { hasSearch: true, data: { mode, locations: [...regions, ...cities].slice(0, MAX_ITEMS), continents: continentsFor(text, payload.id_sector) } };
  }),
} satisfies HandlersFor<typeof api>;
