import { call } from '../../api/call';
import type { ApiError } from '../../api/errors';
import { multiCategoryFormConfiguration, multiCategoryInsertLeads, multiCategoryVendors, type FormConfiguration } from '../../api/multi-category-lead';
import type { VendorTile } from '../../api/vendor-tile';
import { LEAD_EVENT, sendAnalytics } from '../../lib/analytics';
import { sanitizeHtml } from '../../lib/safe-html';
import { failureMessage } from '../../ui/form/form-kit';
import { writeSessionTracking } from '../../lib/tracking-cookies';

export type { FormConfiguration };

export type VendorsResult = { ok: true; vendors: VendorTile[]; config: FormConfiguration | undefined } | { ok: false; message: string };

/**
 * A category's vendors (preloaded or searched) and, when there are any, the form configuration
 * for them (spec §7: asked with the first vendor's id). No vendors: no configuration is needed.
 */
export async function loadVendors(categoryId: number, regionId: number | undefined, preloaded?: VendorTile[]): Promise<VendorsResult> {
  let vendors = preloaded;
  if (!vendors) {
    const found = await call(multiCategoryVendors, { categoryId, id_region: regionId, isResponsive: 1 });
    if (!found.ok) return { ok: false, message: failureMessage(found.error) };
    vendors = found.data.vendors;
  }
  const [first] = vendors;
  if (!first) return { ok: true, vendors, config: undefined };
  const config = await call(multiCategoryFormConfiguration, { vendorId: first.id });
  if (!config.ok) return { ok: false, message: failureMessage(config.error) };
  return { ok: true, vendors, config: config.data };
}

export interface LeadsToSend {
  storefrontIds: number[];
  categoryId: number;
  /** The category's group, when the server gave it: the analytics event's lead group. */
  groupId?: number;
  guests: string | undefined;
  message: string;
}

/** Spec §7: one lead per checked storefront, with the message and the guest count; sent, they are one analytics event of their category and group (spec §3). */
export async function insertLeads(leads: LeadsToSend): Promise<{ ok: true } | { ok: false; error: ApiError }> {
  // Spec §3 pt: the leads carry the session's last listing.
  writeSessionTracking();
  const result = await call(multiCategoryInsertLeads, {
    vendorsEscaparateId: leads.storefrontIds,
    categoryId: leads.categoryId,
    Comensales: leads.guests,
    Comentario: leads.message,
  });
  if (!result.ok) return { ok: false, error: result.error };
  if (result.data.numberOfLeads > 0) sendAnalytics(LEAD_EVENT, { leadCategory: String(leads.categoryId), ...(leads.groupId ? { leadGroup: String(leads.groupId) } : {}) });
  void insertTrackingHtml(result.data.trackingHtml);
  return { ok: true };
}

/** The send's conversion pixel (server HTML: cleaned first), in a hidden box at the end of the page. */
async function insertTrackingHtml(html: string): Promise<void> {
  if (!html.trim()) return;
  try {
    const fragment = await sanitizeHtml(html);
    const box = document.createElement('div');
    box.hidden = true;
    box.append(fragment);
    document.body.append(box);
  } catch (error) {
    console.error('[multi-category] The tracking HTML could not be inserted.', error);
  }
}
