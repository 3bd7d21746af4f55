/**
 * User-facing strings of the multi-category lead, in one place so a locale can replace them.
 * Quoted ones are the spec's (§2, §5, §8); the others are labels the spec does not name.
 */
export const messages = {
  modalTitle: 'Contact more vendors',
  categoriesLabel: 'Categories',
  /** Spec §2: a category tile's state. */
  contacted: 'Contacted',
  search: 'Search',
  nextCategory: 'Next category',
  /** Spec §2: a vendor tile's call to action, by country. */
  requestPricing: 'Request pricing',
  messageVendor: 'Message vendor',
  vendorsLabel: 'Vendors to contact',
  selected: (count: number) => `${Math.max(count, 0)} selected`,
  reviews: (rating: number, count: number) => `${rating.toFixed(1)} out of 5 (${count} reviews)`,
  message: 'Message',
  guests: 'Estimated guest count',
  submit: 'Send messages',
  loadingVendors: 'Loading vendors…',
  /** Spec §2 feedback. */
  sending: 'Sending messages...',
  sent: 'Messages sent!',
  /** Spec §5. */
  messageTooShort: 'Your comment must contain at least ten characters.',
  guestsRequired: 'Estimated guest count',
  /** Not in the spec: the submit is disabled with no vendor checked, this guards a form sent otherwise. */
  noVendor: 'Choose at least one vendor.',
  /** Spec §2 / §8: zero vendors. */
  zeroResults: 'You’ve contacted all vendors from this category.',
  continueBrowsing: 'Continue browsing',
  /** Spec §2: the finish block. */
  finished: 'You have already contacted vendors in all categories.',
  vendorManager: 'View vendor manager',
} as const;
