import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, type Country } from '../lib/config';
import { directoryHomePath, directoryPath, firstPageUrl, slugify, type DirectoryTarget } from './directory-urls';

const photographers = { id: 6, slug: 'wedding-photographers' };
const venues = { id: 1, slug: 'wedding-venues' };

describe('directory URLs per country (spec §2)', () => {
  it.each<[Country, DirectoryTarget, string]>([
    ['US', {}, '/weddings'],
    ['US', { page: 3 }, '/weddings?page=3'],
    ['US', { sector: photographers }, '/c/wedding-photographers/6-vendors.html'],
    ['US', { sector: photographers, region: 'ca' }, '/c/ca/wedding-photographers/6-vendors.html'],
    ['US', { sector: photographers, region: 'ca', city: 'San Francisco' }, '/c/ca/san-francisco/wedding-photographers/6-vendors.html'],
    ['US', { sector: photographers, region: 'ca', city: 'San Francisco', page: 2 }, '/c/ca/san-francisco/wedding-photographers/6-vendors.html?page=2'],
    ['US', { sector: photographers, region: 'ca', page: 1 }, '/c/ca/wedding-photographers/6-vendors.html'],
    ['CA', { sector: venues, region: 'on', city: 'Toronto', page: 4 }, '/c/on/toronto/wedding-venues/1-vendors.html?page=4'],
    ['GB', {}, '/wedding-suppliers'],
    ['GB', { sector: venues }, '/wedding-venues'],
    ['GB', { sector: venues, region: 'london' }, '/wedding-venues/london.htm'],
    ['GB', { sector: venues, region: 'london', page: 2 }, '/wedding-venues/london.htm?page=2'],
    ['IE', { sector: photographers, region: 'leinster', city: 'Dublin' }, '/wedding-suppliers/wedding-photographers/dublin'],
    ['IE', { sector: photographers, page: 5 }, '/wedding-suppliers/wedding-photographers?page=5'],
    ['ES', {}, '/bodas'],
    ['ES', { sector: photographers, region: 'madrid' }, '/bodas/wedding-photographers/madrid'],
    ['ES', { sector: photographers, region: 'madrid', page: 3 }, '/bodas/wedding-photographers/madrid--3'],
    ['ES', { sector: photographers, group: 'Fotografía y vídeo', page: 2 }, '/bodas/fotografia-y-video/wedding-photographers--2'],
    ['BR', { sector: venues, region: 'sp', city: 'São Paulo' }, '/casamentos/wedding-venues/sao-paulo'],
    ['IN', { sector: photographers, region: 'mh', city: 'Mumbai', page: 1 }, '/wedding-vendors/wedding-photographers/mumbai'],
    ['IN', { page: 2 }, '/wedding-vendors--2'],
  ])('%s %j → %s', (country, target, path) => {
    expect(directoryPath(country, target)).toBe(path);
  });

  it('gives each country its directory home', () => {
    expect(COUNTRIES.map((c) => [c, directoryHomePath(c)])).toEqual([
      ['US', '/weddings'],
      ['CA', '/weddings'],
      ['ES', '/bodas'],
      ['BR', '/casamentos'],
      ['IN', '/wedding-vendors'],
      ['GB', '/wedding-suppliers'],
      ['IE', '/wedding-suppliers'],
    ]);
  });
});

const country = fc.constantFrom(...COUNTRIES);
const place = fc.option(fc.string({ maxLength: 30 }), { nil: undefined });
const target = fc.record(
  {
    sector: fc.option(fc.record({ id: fc.integer({ min: 1, max: 99_999 }), slug: fc.string({ maxLength: 30 }) }), { nil: undefined }),
    group: place,
    region: place,
    city: place,
    page: fc.option(fc.integer({ min: -5, max: 100_000 }), { nil: undefined }),
  },
  { requiredKeys: [] },
);

/** Lower-case slug segments, .html/.htm on the last at most, then at most one page marker (?page=N or --N). */
const WELL_FORMED = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\.html?)?)+(\?page=[1-9]\d*|--[1-9]\d*)?$/;

describe('directory URL properties', () => {
  it('gives a well-formed path for every country, place and page', () => {
    fc.assert(
      fc.property(country, target, (c, t) => {
        const path = directoryPath(c, t);
        expect(path).toMatch(WELL_FORMED);
        expect(new URL(path, 'https://www.example.com').pathname + new URL(path, 'https://www.example.com').search).toBe(path);
      }),
    );
  });

  it('never marks page 1 (or below), and marks every later page once, its own way per country', () => {
    fc.assert(
      fc.property(country, target, fc.integer({ min: 2, max: 100_000 }), (c, t, page) => {
        const first = directoryPath(c, { ...t, page: 1 });
        expect(first).not.toMatch(/\?page=|--\d+$/);
        expect(directoryPath(c, { ...t, page: undefined })).toBe(first);
        expect(directoryPath(c, { ...t, page: 0 })).toBe(first);
        const later = directoryPath(c, { ...t, page });
        expect([`${first}?page=${page}`, `${first}--${page}`]).toContain(later);
        expect(later.endsWith(`--${page}`)).toBe(['ES', 'BR', 'IN'].includes(c));
      }),
    );
  });

  it('reads page 1 back from any page it built (the reload after geolocation)', () => {
    fc.assert(
      fc.property(country, target, fc.integer({ min: 1, max: 100_000 }), (c, t, page) => {
        const url = new URL(directoryPath(c, { ...t, page }), 'https://www.example.com');
        url.searchParams.set('usePreferences', '1');
        const first = firstPageUrl(url);
        expect(first.pathname + first.search.replace(/[?&]usePreferences=1/, '')).toBe(directoryPath(c, { ...t, page: 1 }));
        expect(first.searchParams.get('usePreferences')).toBe('1');
      }),
    );
  });

  it('slugs are idempotent and never hold anything but a-z, 0-9 and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});
