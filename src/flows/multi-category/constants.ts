/** Spec §9: after 'Messages sent!', the flow moves to the next category after this delay. */
export const SUCCESS_DELAY_MS = 2500;
/** Spec §9: the category slider is shown expanded (no scrolling) at this many categories or fewer. */
export const EXPANDED_MAX_CATEGORIES = 4;
/** Spec §9: the back-click cookie lives one day. */
export const BACK_CLICKS_COOKIE = 'multilead-category-num-back-clicks';
export const BACK_CLICKS_DAYS = 1;
export const SUCCESS_COOKIE = 'messageRequestSuccess';
export const VENDOR_MANAGER_URL = '/tools/Vendors';
