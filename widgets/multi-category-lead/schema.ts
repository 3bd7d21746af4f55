import * as z from 'zod/mini';
import { isSafeUrl } from '../../src/lib/safe-url';

/**
 * Props the server writes on `<div data-widget="multi-category-lead" data-hydrate="load">`. The categories (and the
 * first category's vendors) are not props: they are the preloaded JSON beside the element
 * (`script[data-multi-category-preload]`), read by the flow so that a parse failure ends loading
 * silently (spec §8) rather than refusing the widget.
 */
export const multiCategoryLeadPropsSchema = z.object({
  vendorManagerUrl: z._default(z.string().check(z.refine(isSafeUrl, { message: 'must be an http(s) URL or a site path' })), '/tools/Vendors'),
});
export type MultiCategoryLeadProps = z.infer<typeof multiCategoryLeadPropsSchema>;
