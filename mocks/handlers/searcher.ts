import { storefrontPath } from '../../fixtures/pages/data';
import { directoryPath } from '../../fixtures/pages/directory';
import type * as api from '../../src/api/searcher';
import { suggestCategories, suggestLocations } from '../../src/api/searcher';
import { allCategories, findCategory, findRegion, fold, regionsOf, searchCities, searchRegions, searchVendors, type Region } from '../db';
import { handle } from '../handle';
import type { HandlersFor } from './types';
import { fragmentContext } from './http';

const FEATURED = new Set([1, 6, 5, 13, 50, 19]);
const MAX_ITEMS = 8;

/** Zones inside a region: the searcher then shows its 'Zone' tab (seeded for California only). */
const GEOZONES: Record<number, { id: number; text: string }[]> = {
  5: [
    { id: 9001, text: 'Bay Area' },
    { id: 9002, text: 'Southern California' },
  ],
};

const CONTINENTS = [
  { id: 1, name: 'North America', countries: [['US', 'United States']] },
  { id: 2, name: 'Europe', countries: [['ES', 'Spain'], ['GB', 'United Kingdom'], ['IE', 'Ireland']] },
  { id: 3, name: 'South America', countries: [['BR', 'Brazil']] },
  { id: 4, name: 'Asia', countries: [['IN', 'India']] },
].map((c) => ({
  id: c.id,
  name: c.name,
  countries: c.countries.map(([code, name], i) => ({ id: c.id * 100 + i, text: name ?? '', url: `/?country=${code}`, fields: { country: code ?? '' } })),
}));

function regionItem(region: Region) {
  const geozones = GEOZONES[region.id]?.map((z) => ({ ...z, fields: { id_provincia: region.id, id_geozona: z.id } }));
  return {
    id: region.id,
    text: region.name,
    subText: region.country,
    url: `/search?id_provincia=${region.id}`,
    fields: { id_provincia: region.id },
    ...(geozones ? { geozones } : {}),
  };
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
    const text = payload.searchText.replaceAll('.', '').trim();
    const mode = payload.mode ?? (payload.geoloc === 1 ? 'geo' : 'home');
    if (mode === 'clearAll') return { hasSearch: false, data: { mode, locations: [], continents: [] } };
    if (!text) return { hasSearch: false, data: { mode, locations: regionsOf('US').map(regionItem), continents: CONTINENTS } };
    const regions = searchRegions(text).map(regionItem);
    const cities = searchCities(text).map((c) => ({
      id: c.cityId,
      text: c.city,
      subText: `${c.region}, ${c.country}`,
      url: `/search?id_provincia=${c.regionId}&id_poblacion=${c.cityId}`,
      fields: { id_provincia: c.regionId, id_poblacion: c.cityId },
    }));
    return { hasSearch: true, data: { mode, locations: [...regions, ...cities].slice(0, MAX_ITEMS), continents: [] } };
  }),
} satisfies HandlersFor<typeof api>;
