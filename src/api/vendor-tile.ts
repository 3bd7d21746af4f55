import * as z from 'zod/mini';

/** Spec §3: a vendor tile, as the multi-category lead and the chatbot's vendor list show it. */
export const vendorTileSchema = z.object({
  id: z.int(),
  /** Storefront id; multi-category leads are sent per storefront. */
  id_escaparate: z.int(),
  name: z.string(),
  image_url: z.string(),
  rating: z.number(),
  rating_visible: z.boolean(),
  review_counter: z.int(),
  location: z.string(),
  categ_name: z.string(),
  /** Analytics brand: premium or free. */
  ec_variant: z.enum(['premium', 'free']),
});
export type VendorTile = z.infer<typeof vendorTileSchema>;
