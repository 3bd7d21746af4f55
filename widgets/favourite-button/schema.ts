import * as z from 'zod/mini';

import { id } from '../../src/api/id-schema';

/** What the server writes on a heart: the vendor, and where the heart is (spec §7 insertSource). */
export const favouriteButtonPropsSchema = z.object({
  vendorId: id,
  insertSource: z.optional(z.string().check(z.minLength(1))),
});
export type FavouriteButtonProps = z.infer<typeof favouriteButtonPropsSchema>;
