import * as z from 'zod/mini';
import { textValue } from './stored-value';

// Listed in the stored-values table with the others; defined here so the smart banner's chunk
// takes these two without the table and its schemas, whose zod checks would join the zod chunk
// every page loads.

/** Spec §9: the smart banner stays hidden 1 day after it is closed (name not in the spec). */
export const smartBannerClosed = textValue('cookie', 'smartBannerClosed', 1, z.literal('1'));

/** Spec §9: after a click on the store link, the banner reminds again after 7 days (name not in the spec). */
export const smartBannerInstalled = textValue('cookie', 'smartBannerInstalled', 7, z.literal('1'));
