import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { suggestCategories, suggestLocations } from '../../src/api/searcher';
import { CATEGORY_FIELDS, categoryOptions, fieldValues, LOCATION_FIELDS, locationOptions, searchTerm } from './suggestions';

const categoryAnswer = suggestCategories.answer.schema;
const locationAnswer = suggestLocations.answer.schema;

describe('the searcher suggestions (spec §3)', () => {
  it.each([
    ['photographers', 'photographers'],
    ['  St. Louis  ', 'St Louis'],
    ['...', ''],
    ['a.b.c', 'abc'],
  ])('searches %j as %j: dots are ignored (spec §5)', (typed, sent) => {
    expect(searchTerm(typed)).toBe(sent);
  });

  it('lists categories and their subcategories, not the hidden ones, then vendors with their sector and city', () => {
    const answer = z.parse(categoryAnswer, {
      hasSearch: true,
      data: {
        categories: [
          { name: 'Photographers', url: '/c/6-vendors.html', fields: { id_sector: 6 }, featured: true, hide: false, subcategories: [{ name: 'Photo booths', url: '/x', fields: { id_sector: 54, id_grupo: 3 } }] },
          { name: 'Hidden', url: '/h', fields: { id_sector: 99 }, featured: false, hide: true, subcategories: [] },
        ],
        vendors: [{ name: 'Rosewood', url: '/biz/rosewood-1000.html', info: { vendorId: 1000, city: 'Napa', region: 'CA', country: 'US', address: 'Napa, CA', currency: 'USD', sector: 'Venues' } }],
      },
    });
    expect(categoryOptions(answer.data.categories, answer.data.vendors)).toEqual([
      { kind: 'category', label: 'Photographers', fields: { id_sector: '6', id_grupo: '', excludeVenueCategories: '' } },
      { kind: 'category', label: 'Photo booths', fields: { id_sector: '54', id_grupo: '3', excludeVenueCategories: '' } },
      { kind: 'vendor', label: 'Rosewood (Venues, Napa)', url: '/biz/rosewood-1000.html' },
    ]);
    // Spec §3: a vendor item's price defaults to 1.
    expect(answer.data.vendors[0]?.info.price).toBe(1);
  });

  it('lists places, each zone under its place, with every location field written', () => {
    const answer = z.parse(locationAnswer, {
      hasSearch: true,
      data: {
        mode: 'home',
        locations: [{ id: 5, text: 'California', subText: 'US', url: '/x', fields: { id_provincia: 5 }, geozones: [{ id: 9001, text: 'Bay Area', fields: { id_provincia: 5, id_geozona: 9001 } }] }],
      },
    });
    expect(answer.data.continents).toEqual([]);
    expect(locationOptions(answer.data.locations)).toEqual([
      { kind: 'place', label: 'California, US', fields: { id_region: '', id_provincia: '5', id_poblacion: '', id_geozona: '', geoloc: '', latitude: '', longitude: '' } },
      { kind: 'place', label: 'Bay Area (California)', fields: { id_region: '', id_provincia: '5', id_poblacion: '', id_geozona: '9001', geoloc: '', latitude: '', longitude: '' } },
    ]);
  });

  it.each([
    { hasSearch: true, data: { categories: [{ name: 'No fields' }] } },
    { hasSearch: 'yes', data: { categories: [] } },
    { data: null },
  ])('refuses a malformed categories answer %j (the call gives a handled error, never a list)', (body) => {
    expect(z.safeParse(categoryAnswer, body).success).toBe(false);
  });
});

const fields = fc.dictionary(fc.constantFrom(...LOCATION_FIELDS, ...CATEGORY_FIELDS, 'other'), fc.oneof(fc.integer(), fc.string()));

describe('searcher suggestion properties', () => {
  it('never sends a dot, and never sends spaces at either end', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const sent = searchTerm(typed);
        expect(sent).not.toContain('.');
        expect(sent).toBe(sent.trim());
      }),
    );
  });

  it('writes exactly the named fields, each as the chosen item has it or empty: nothing of an earlier choice is left', () => {
    fc.assert(
      fc.property(fields, (chosen) => {
        const values = fieldValues(LOCATION_FIELDS, chosen);
        expect(Object.keys(values)).toEqual([...LOCATION_FIELDS]);
        for (const name of LOCATION_FIELDS) expect(values[name]).toBe(chosen[name] === undefined ? '' : String(chosen[name]));
      }),
    );
  });

  it('gives one option per place and zone, and the hidden fields of each equal the answer item fields', () => {
    const place = fc.record({ id: fc.integer(), text: fc.string(), subText: fc.string(), url: fc.string(), fields });
    fc.assert(
      fc.property(fc.array(fc.tuple(place, fc.option(fc.array(fc.record({ id: fc.integer(), text: fc.string(), fields })), { nil: undefined }))), (rows) => {
        const locations = rows.map(([p, geozones]) => ({ ...p, ...(geozones ? { geozones } : {}) }));
        const parsed = z.safeParse(locationAnswer, { hasSearch: true, data: { mode: 'geo', locations } });
        expect(parsed.success).toBe(true);
        if (!parsed.success) return;
        const options = locationOptions(parsed.data.data.locations);
        expect(options).toHaveLength(locations.reduce((n, l) => n + 1 + (l.geozones?.length ?? 0), 0));
        const expected = locations.flatMap((l) => [l.fields, ...(l.geozones ?? []).map((g) => g.fields)]);
        options.forEach((option, i) => expect(option.kind === 'place' && option.fields).toEqual(fieldValues(LOCATION_FIELDS, expected[i]!)));
      }),
    );
  });
});
