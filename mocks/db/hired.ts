import { findVendor } from './catalog';
import { addFavourite } from './favourites';
import { state } from './store';

/** Spec §3 category id of venues: a couple books one venue. */
const VENUE_CATEGORY = 1;

/**
 * Marks a vendor as hired by a couple, and saves it if it was not (the vendor manager lists saved
 * vendors). A couple has one venue: hiring a venue un-hires the one they had.
 */
export function markHired(userId: number, vendorId: number): void {
  const vendor = findVendor(vendorId);
  if (vendor?.categoryId === VENUE_CATEGORY) {
    state.hired = state.hired.filter((h) => h.userId !== userId || findVendor(h.vendorId)?.categoryId !== VENUE_CATEGORY);
  }
  if (!isHired(userId, vendorId)) state.hired.push({ userId, vendorId });
  addFavourite(userId, vendorId, 'vendor-manager');
}

export function isHired(userId: number, vendorId: number): boolean {
  return state.hired.some((h) => h.userId === userId && h.vendorId === vendorId);
}

/** The vendors a couple hired, in the order they were marked. */
export function hiredVendorIds(userId: number): number[] {
  return state.hired.filter((h) => h.userId === userId).map((h) => h.vendorId);
}
