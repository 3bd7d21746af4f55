import type { PropsSchema } from '../../src/boot/define-widget';
import type { VendorTileItem } from '../../src/lib/analytics';

// Read by hand rather than with zod: the tiles' first moment (impressions) runs on every listing
// before any touch, and zod's engine would be 9 kB of the listing's JavaScript for five fields.
// The checks are those of the schemas they replace (vendor-tiles.test.ts holds them to it).

/** What the server writes on the tile list: its analytics list name, the listing's dimensions, and on a listing its type (the pt cookie's). */
export interface VendorTilesProps {
  list: string;
  category?: string;
  listingId?: string;
  listingType?: string;
}

type Issue = { path: readonly PropertyKey[]; message: string };

export const vendorTilesPropsSchema: PropsSchema<VendorTilesProps> = {
  safeParse(input) {
    const raw: Record<string, unknown> = typeof input === 'object' && input !== null ? { ...input } : {};
    const issues: Issue[] = [];
    const { list } = raw;
    if (typeof list !== 'string' || !list) issues.push({ path: ['list'], message: 'Expected a non-empty string' });
    const optional: Partial<Record<'category' | 'listingId' | 'listingType', string>> = {};
    for (const key of ['category', 'listingId', 'listingType'] as const) {
      const value = raw[key];
      if (value === undefined) continue;
      if (typeof value === 'string') optional[key] = value;
      else issues.push({ path: [key], message: 'Expected a string' });
    }
    if (issues.length) return { success: false, error: { issues } };
    return { success: true, data: { list: list as string, ...optional } };
  },
};

/** A positive integer id from a data-* attribute (as src/api/id-schema.ts reads one), or undefined. */
function idOf(value: string | undefined): number | undefined {
  const number = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** Spec §3 tile tracking data, from a tile's data-* attributes (the list comes from the widget); undefined when the server wrote it malformed. */
export function readTile(tile: Element, list: string): VendorTileItem | undefined {
  if (!(tile instanceof HTMLElement)) return undefined;
  const { vendorId, storefrontId, scoreId, name, position, variant, brand } = tile.dataset;
  const ids = { vendorId: idOf(vendorId), storefrontId: idOf(storefrontId), position: idOf(position) };
  const score = scoreId === undefined ? undefined : idOf(scoreId);
  if (!ids.vendorId || !ids.storefrontId || !ids.position || !name || (scoreId !== undefined && !score)) return undefined;
  if (brand !== 'premium' && brand !== 'free') return undefined;
  return { vendorId: ids.vendorId, storefrontId: ids.storefrontId, ...(score ? { scoreId: score } : {}), name, position: ids.position, ...(variant !== undefined ? { variant } : {}), brand, list };
}
