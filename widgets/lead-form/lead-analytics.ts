import { LEAD_EVENT, sendAnalytics, type AnalyticsDimensions } from '../../src/lib/analytics';

const positiveId = (value: string | null | undefined): string | undefined => (value && /^[1-9]\d*$/.test(value) ? value : undefined);

/**
 * Spec §3: a lead sent is an analytics event with the lead's category and group (the server's
 * form says them: `data-category-id`, `data-group-id`), the vendor and the form insert; the page,
 * user, visitor and time are added by `sendAnalytics`. An id the form lacks is left out.
 */
export function sendLeadAnalytics(form: HTMLFormElement, vendorId: number): void {
  const dimensions: Partial<AnalyticsDimensions> = {};
  const leadCategory = positiveId(form.dataset.categoryId);
  const leadGroup = positiveId(form.dataset.groupId);
  const insertForm = positiveId(form.querySelector<HTMLInputElement>('input[name="frmInsert"]')?.value);
  if (leadCategory) dimensions.leadCategory = leadCategory;
  if (leadGroup) dimensions.leadGroup = leadGroup;
  if (vendorId > 0) dimensions.vendorId = String(vendorId);
  if (insertForm) dimensions.insertForm = insertForm;
  sendAnalytics(LEAD_EVENT, dimensions);
}
