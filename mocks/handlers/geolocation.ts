import type * as api from '../../src/api/geolocation';
import { ajaxGeoLocation, serverGeoLocation } from '../../src/api/geolocation';
import { allVendors, findRegion } from '../db';
import { directoryPath, parseDirectoryPath } from '../../fixtures/pages/directory';
import { handle } from '../handle';
import { fragmentContext } from './http';
import type { HandlersFor } from './types';

/** The nearest seeded city to a position, by plain distance on the seeded vendors' cities. */
const CITY_POSITIONS: { regionId: number; cityId: number; latitude: number; longitude: number }[] = [
  { regionId: 5, cityId: 501, latitude: 37.77, longitude: -122.42 },
  { regionId: 5, cityId: 502, latitude: 34.05, longitude: -118.24 },
  { regionId: 33, cityId: 3301, latitude: 40.71, longitude: -74.01 },
  { regionId: 44, cityId: 4401, latitude: 30.27, longitude: -97.74 },
  { regionId: 10, cityId: 1001, latitude: 25.76, longitude: -80.19 },
  { regionId: 128, cityId: 12801, latitude: 40.42, longitude: -3.7 },
  { regionId: 108, cityId: 10801, latitude: 41.39, longitude: 2.17 },
  { regionId: 235, cityId: 23501, latitude: -23.55, longitude: -46.63 },
  { regionId: 340, cityId: 34001, latitude: 19.08, longitude: 72.88 },
  { regionId: 410, cityId: 41001, latitude: 51.51, longitude: -0.13 },
  { regionId: 520, cityId: 52001, latitude: 53.35, longitude: -6.26 },
];

/** The seeded city nearest to a position (the stand-in's reverse geocoding). */
export function nearestCity(latitude: number, longitude: number) {
  const distance = (c: (typeof CITY_POSITIONS)[number]) => (c.latitude - latitude) ** 2 + (c.longitude - longitude) ** 2;
  return [...CITY_POSITIONS].sort((a, b) => distance(a) - distance(b))[0];
}

export const geolocationHandlers = {
  /** In 'listing' mode the visitor is sent to the nearest seeded region's venues; otherwise the page stays. */
  ajaxGeoLocation: handle(ajaxGeoLocation, ({ payload, request }) => {
    const city = nearestCity(payload.latitude, payload.longitude);
    const region = city ? findRegion(city.regionId) : undefined;
    if (payload.mode !== 'listing' || !region || !allVendors().some((v) => v.regionId === region.id)) return {};
    // The listing asking (its Referer): the same category, in the nearest city that has vendors.
    const referrer = request.headers.get('referer');
    const listing = referrer ? parseDirectoryPath(new URL(referrer)) : null;
    if (!listing) return { url: `/search?id_provincia=${region.id}&id_poblacion=${city?.cityId ?? ''}&geoloc=1` };
    const ctx = fragmentContext(request);
    const place = region.cities.find((c) => c.id === city?.cityId);
    return { url: ctx.href(directoryPath(ctx.country, { category: listing.category, region, city: place })) };
  }),

  /** The server's guess from the visitor's IP: always San Francisco in the stand-in. */
  serverGeoLocation: handle(serverGeoLocation, () => ({ latitude: 37.77, longitude: -122.42, geoloc: 1 as const })),
} satisfies HandlersFor<typeof api>;
