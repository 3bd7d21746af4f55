/**
 * User-facing strings of the multi-category lead, in one place so a locale can replace them.
 * Quoted ones are the spec's (§2, §5, §8); the others are labels the spec does not name.
 */
export const messages = {
  modalTitle: 'Contact more vendors',
  categoriesLabel: 'Categories',
  /** The category slider's arrows (the spec gives no words: those of the site's other sliders). */
  previous: 'Previous',
  next: 'Next',
  /** Spec §2: a category tile's state. */
  contacted: 'Contacted',
  search: 'Search',
  /** Spec §2: a vendor tile's call to action, by country. */
  requestPricing: 'Request pricing',
  messageVendor: 'Message vendor',
  vendorsLabel: 'Vendors to contact',
  /** The vendor slider inside that fieldset (our words: a name of its own, not the fieldset's again). */
  vendorSliderLabel: 'Vendors',
  selected: (count: number) => `${Math.max(count, 0)} selected`,
  noReviews: 'No reviews yet',
  rated: 'Rated ',
  outOfFive: ' out of 5,',
  reviews: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  message: 'Message',
  guests: 'Estimated guest count',
  /** The send button, as the site's multi-lead forms say it (US / elsewhere). */
  submitUS: 'Request pricing',
  submit: 'Message vendors',
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
