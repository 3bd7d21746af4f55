import { describe, expect, it } from 'vitest';
import { whereTabs } from './where-tabs-data';

describe("the 'Where' step's tabs", () => {
  it('lists the places, the zones inside them named with their place, and the continents with the countries that have a url', () => {
    const tabs = whereTabs(
      [
        { id: 5, text: 'California', subText: 'US', url: '/x', fields: { id_provincia: 5 }, geozones: [{ id: 9001, text: 'Bay Area', fields: { id_provincia: 5, id_geozona: 9001 } }] },
        { id: 44, text: 'Texas', subText: '', url: '/y', fields: { id_provincia: 44 } },
      ],
      [
        { id: 2, name: 'Europe', countries: [{ id: 200, text: 'Spain', url: '/home?country=ES' }, { id: 201, text: 'Nowhere' }] },
        { id: 9, name: 'Antarctica', countries: [{ id: 900, text: 'No url' }] },
      ],
    );
    expect(tabs.places.map((p) => [p.label, p.fields.id_provincia, p.fields.id_geozona])).toEqual([
      ['California, US', '5', ''],
      ['Texas', '44', ''],
    ]);
    expect(tabs.zones.map((z) => [z.label, z.fields.id_geozona])).toEqual([['Bay Area (California)', '9001']]);
    expect(tabs.continents).toEqual([{ key: 'k2', name: 'Europe', countries: [{ key: 'c200', label: 'Spain', url: '/home?country=ES' }] }]);
  });
});
