import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { id, optionalFlag, optionalId, optionalNumber, trimmedText } from './fields';
import { nextStepSchema } from './lead-schemas';
import { vendorTileSchema } from './vendor-tile';

/** Spec §3: a category tile of the multi-category modal (preloaded by the page). */
export const categoryTileSchema = z.object({
  id: z.int(),
  /** 'Recommended X in {region}' (spec §2); '' for the hair category, which has no title. */
  title: z.string(),
  thumb: z.string(),
  svgIcon: z.optional(z.string()),
  is_contacted: z.boolean(),
  /** The category's name, what a tile without a title shows (ours: the spec lists no such field). */
  name: z.optional(z.string()),
  /** The category's group, which its leads' analytics event carries (spec §3 lead group; the field is ours). */
  groupId: z.optional(z.int().check(z.positive())),
});
export type CategoryTile = z.infer<typeof categoryTileSchema>;

/**
 * What the server preloads for the multi-category flow, as the JSON of a
 * `<script type="application/json" data-multi-category-preload>` (on the page, or in the
 * multi_category_lead_modal nextStep's html): the category tiles, the region the vendors are
 * searched in, and optionally the vendors of the first category not contacted yet.
 * Each part is parsed on its own: spec §8, a parse failure ends loading silently.
 */
export const multiCategoryPreloadSchema = z.object({
  categories: z.unknown(),
  vendors: z.optional(z.unknown()),
  /** The first category's form configuration, preloaded with its vendors. */
  config: z.optional(z.unknown()),
  regionId: z.optional(z.int()),
});
export const preloadedCategoriesSchema = z.array(categoryTileSchema).check(z.minLength(1));
export const preloadedVendorsSchema = z.array(vendorTileSchema);

/**
 * Spec §7: vendors of one category near the couple, leaving out those already contacted.
 * An empty list shows 'You’ve contacted all vendors from this category.'.
 */
export const multiCategoryVendors = defineEndpoint({
  name: 'multiCategoryLead.vendors',
  method: 'GET',
  path: '/multi-category-lead/ajax-vendors-search',
  encoding: 'query',
  request: z.object({
    categoryId: id,
    id_region: optionalId,
    id_provincia: optionalId,
    id_poblacion: optionalId,
    isResponsive: optionalFlag,
    leadWithFlexibleDates: optionalFlag,
  }),
  answer: { kind: 'json', schema: z.object({ vendors: z.array(vendorTileSchema) }) },
});

/** Spec §3/§7: the form configuration: the message to prefill and whether to ask for the guest count. */
export const formConfigurationSchema = z.object({ defaultMessage: z.string(), showGuests: z.boolean() });
export type FormConfiguration = z.infer<typeof formConfigurationSchema>;

/** Spec §7: the form configuration for a category's vendors. */
export const multiCategoryFormConfiguration = defineEndpoint({
  name: 'multiCategoryLead.formConfiguration',
  method: 'GET',
  path: '/multi-category-lead/ajax-form-configuration',
  encoding: 'query',
  request: z.object({ vendorId: id, leadWithFlexibleDates: optionalFlag }),
  answer: { kind: 'json', schema: formConfigurationSchema },
});

/** Spec §3/§7: one lead per checked storefront, sent by the logged-in couple. */
export const multiCategoryInsertLeads = defineEndpoint({
  name: 'multiCategoryLead.insertLeads',
  method: 'POST',
  path: '/multi-category-lead/ajax-insert-leads',
  encoding: 'form',
  request: z.object({
    vendorsEscaparateId: z.array(id).check(z.minLength(1)),
    categoryId: id,
    Comensales: optionalNumber,
    Comentario: trimmedText(10),
  }),
  answer: { kind: 'json', schema: z.object({ numberOfLeads: z.int(), trackingHtml: z.string() }) },
});

/**
 * Spec §7: the multi-lead form action (more vendors after a lead, or the multi-category
 * page without JavaScript). The path is not shown in the spec; the form carries the §3
 * multi-category fields.
 */
export const multiLeadRun = defineEndpoint({
  name: 'multiCategoryLead.multiLeadSend',
  method: 'POST',
  path: '/vendors/item/lead/multi/run',
  pathNotShown: true,
  encoding: 'form',
  request: z.object({
    vendorsEscaparateId: z.array(id).check(z.minLength(1)),
    categoryId: optionalId,
    Comensales: optionalNumber,
    Comentario: z._default(z.string(), ''),
    Fecha: z.optional(z.string()),
    frmInsert: optionalId,
    /** Spec §6 form-insert variant (see leadFormSchema). */
    frmVariant: z.optional(z.string()),
    id_promocion: optionalId,
    id_evento: optionalId,
  }),
  answer: { kind: 'json', schema: z.object({ trackingHtml: z.string(), nextStep: z.optional(nextStepSchema) }) },
});
