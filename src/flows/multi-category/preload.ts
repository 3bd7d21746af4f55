import * as z from 'zod/mini';
import { parseInert } from '../../lib/csp';
import {
  formConfigurationSchema,
  multiCategoryPreloadSchema,
  type FormConfiguration,
  preloadedCategoriesSchema,
  preloadedVendorsSchema,
  type CategoryTile,
} from '../../api/multi-category-lead';
import type { VendorTile } from '../../api/vendor-tile';

/** The preloaded data the flow starts from; a part that did not parse is absent. */
export interface Preload {
  categories?: CategoryTile[];
  vendors?: VendorTile[];
  /** Vendors were preloaded but did not parse: their loading ends silently (none are fetched). */
  vendorsFailed?: boolean;
  /** The first category's form configuration, preloaded with its vendors. */
  config?: FormConfiguration;
  regionId?: number;
}

export const PRELOAD_SELECTOR = 'script[type="application/json"][data-multi-category-preload]';

/**
 * Parses the preloaded JSON. Spec §8: a parse failure ends loading silently, so nothing here
 * throws or shows; the failure is logged for developers and the part is left out.
 */
export function parsePreload(text: string | null | undefined): Preload {
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    console.error('[multi-category] The preloaded JSON is not valid JSON.');
    return {};
  }
  const outer = z.safeParse(multiCategoryPreloadSchema, json);
  if (!outer.success) {
    console.error('[multi-category] The preloaded JSON is not an object of categories.');
    return {};
  }
  const categories = z.safeParse(preloadedCategoriesSchema, outer.data.categories);
  const vendors = outer.data.vendors === undefined ? undefined : z.safeParse(preloadedVendorsSchema, outer.data.vendors);
  const config = z.safeParse(formConfigurationSchema, outer.data.config);
  if (!categories.success) console.error('[multi-category] The preloaded categories do not parse.', categories.error.issues);
  if (vendors && !vendors.success) console.error('[multi-category] The preloaded vendors do not parse.', vendors.error.issues);
  return {
    categories: categories.success ? categories.data : undefined,
    vendors: vendors?.success ? vendors.data : undefined,
    vendorsFailed: vendors ? !vendors.success : undefined,
    config: config.success ? config.data : undefined,
    regionId: outer.data.regionId,
  };
}

/** The preload in a document or element (the page writes it beside the widget). */
export function readPreload(root: ParentNode): Preload {
  return parsePreload(root.querySelector(PRELOAD_SELECTOR)?.textContent);
}

/** The preload carried by a nextStep's html (parsed inert: nothing in it runs or loads). */
export function preloadFromHtml(html: string | undefined): Preload {
  return readPreload(parseInert(html ?? ''));
}
