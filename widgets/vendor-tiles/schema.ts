import * as z from 'zod/mini';
import { id } from '../../src/api/id-schema';
import type { VendorTileItem } from '../../src/lib/analytics';

/** What the server writes on the tile list: its analytics list name, and the listing's dimensions. */
export const vendorTilesPropsSchema = z.object({
  list: z.string().check(z.minLength(1)),
  category: z.optional(z.string()),
  listingId: z.optional(z.string()),
});
export type VendorTilesProps = z.infer<typeof vendorTilesPropsSchema>;


/** Spec §3 tile tracking data, from a tile's data-* attributes (the list comes from the widget). */
const tileDataSchema = z.object({
  vendorId: id,
  storefrontId: id,
  scoreId: z.optional(id),
  name: z.string().check(z.minLength(1)),
  position: id,
  variant: z.optional(z.string()),
  brand: z.enum(['premium', 'free']),
});

/** A tile's tracking data, or undefined when the server wrote it malformed. */
export function readTile(tile: Element, list: string): VendorTileItem | undefined {
  const parsed = tileDataSchema.safeParse(tile instanceof HTMLElement ? { ...tile.dataset } : {});
  return parsed.success ? { ...parsed.data, list } : undefined;
}
