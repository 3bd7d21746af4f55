import { describe, expect, it } from 'vitest';
import { readTile, vendorTilesPropsSchema } from './schema';

function tile(attributes: Record<string, string>): HTMLElement {
  const li = document.createElement('li');
  Object.assign(li.dataset, attributes);
  return li;
}

const valid = { vendorId: '1000', storefrontId: '5000', name: 'Rosewood Estate', position: '1', brand: 'premium' };

describe('the tiles’ props, read without zod', () => {
  it('keeps the list and the listing’s dimensions, and nothing else', () => {
    expect(vendorTilesPropsSchema.safeParse({ list: 'listing', category: 'Venues', listingId: '12', hydrate: 'load' })).toEqual({ success: true, data: { list: 'listing', category: 'Venues', listingId: '12' } });
    expect(vendorTilesPropsSchema.safeParse({ list: 'home featured' })).toEqual({ success: true, data: { list: 'home featured' } });
  });

  it.each([[{}], [{ list: '' }], [{ list: 3 }], [null]])('refuses %j, naming the list', (input) => {
    const parsed = vendorTilesPropsSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues.map((issue) => issue.path)).toEqual([['list']]);
  });

  it('refuses dimensions that are not text', () => {
    const parsed = vendorTilesPropsSchema.safeParse({ list: 'listing', category: 4, listingId: {} });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues.map((issue) => issue.path)).toEqual([['category'], ['listingId']]);
  });
});

describe('a tile’s tracking data, read without zod', () => {
  it('reads the ids as numbers, with the optional score and variant', () => {
    expect(readTile(tile({ ...valid, scoreId: '7', variant: 'b' }), 'listing')).toEqual({ vendorId: 1000, storefrontId: 5000, scoreId: 7, name: 'Rosewood Estate', position: 1, variant: 'b', brand: 'premium', list: 'listing' });
    expect(readTile(tile(valid), 'listing')).toEqual({ vendorId: 1000, storefrontId: 5000, name: 'Rosewood Estate', position: 1, brand: 'premium', list: 'listing' });
  });

  it.each([
    ['a vendor id that is not a number', { vendorId: 'x' }],
    ['a zero position', { position: '0' }],
    ['a fractional storefront id', { storefrontId: '1.5' }],
    ['an empty vendor id', { vendorId: '' }],
    ['a negative score', { scoreId: '-2' }],
    ['no name', { name: '' }],
    ['a brand of its own', { brand: 'gold' }],
  ])('skips a tile with %s', (_case, change) => {
    expect(readTile(tile({ ...valid, ...change }), 'listing')).toBeUndefined();
  });
});
