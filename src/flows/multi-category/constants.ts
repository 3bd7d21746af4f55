/** Spec §9: after 'Messages sent!', the flow moves to the next category after this delay. */
export const SUCCESS_DELAY_MS = 2500;
/** Spec §9: the category slider is shown expanded (no scrolling) at this many categories or fewer. */
export const EXPANDED_MAX_CATEGORIES = 4;
export const VENDOR_MANAGER_URL = '/tools/Vendors';
