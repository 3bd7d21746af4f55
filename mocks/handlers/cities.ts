import type * as api from '../../src/api/cities';
import { cityLineFields, citySuggest, citySuggestLines } from '../../src/api/cities';
import { formatLines } from '../../src/api/endpoint';
import { searchCities, searchRegions } from '../db';
import { handle } from '../handle';
import type { HandlersFor } from './types';

const MAX_RESULTS = 10;

/** Countries to search: filterCountries wins over id_pais; none means everywhere. */
function countriesOf(payload: { id_pais?: string; filterCountries?: string }): string[] | undefined {
  const list = (payload.filterCountries ?? payload.id_pais ?? '').split(',').map((c) => c.trim().toUpperCase()).filter(Boolean);
  return list.length ? list : undefined;
}

export const citiesHandlers = {
  citySuggest: handle(
    citySuggest,
    ({ payload }) => {
      const countries = countriesOf(payload);
      // Spec §9: India searches provinces only.
      const cities = countries?.includes('IN') && countries.length === 1 ? [] : searchCities(payload.search, countries).slice(0, MAX_RESULTS);
      const provinces = payload.addProvinces === 1 ? searchRegions(payload.search, countries) : [];
      return {
        cities: cities.map((c) => ({ ID_POBLACION: c.cityId, DESC_POBLACION: c.city, ID_REGION: c.regionId, DESC_REGION: c.region })),
        provinces: Object.fromEntries(provinces.map((r) => [String(r.id), r.name])),
      };
    },
    { when: (raw) => raw.retJSON === '1' },
  ),

  citySuggestLines: handle(citySuggestLines, ({ payload }) => {
    const countries = countriesOf(payload);
    const provinces = payload.addProvinces === 1 ? searchRegions(payload.search, countries) : [];
    const cities = searchCities(payload.search, countries).slice(0, MAX_RESULTS);
    const records = [
      ...provinces.map((r) => ({ provinceId: r.id, cityId: 0, text: r.name, title: r.name, subtitle: r.country, regionMarker: '1' })),
      ...cities.map((c) => ({ provinceId: c.regionId, cityId: c.cityId, text: `${c.city}, ${c.region}`, title: c.city, subtitle: c.region, regionMarker: '0' })),
    ];
    return formatLines(records, cityLineFields);
  }),
} satisfies HandlersFor<typeof api>;
