/**
 * What the lead forms say. The validation messages are the spec's (§5), verbatim; the rest
 * (modal titles, the venue list, the sent note) are ours.
 */
export const leadMessages = {
  name: 'Enter your full name.',
  mail: 'Check that the email is correct.',
  phone: 'Please enter a valid phone number',
  role: 'Let us know your role in the wedding',
  eventDate: 'Event date',
  guests: 'Estimated guest count',
  message: 'Your comment must contain at least ten characters.',
  legal: 'You must accept the Terms of Use and privacy policy.',
  pickVendor: 'Choose at least one vendor.',
  editMessage: 'Edit message',
  cancelEdit: 'Cancel',
  venueList: 'Venues',
  venueNone: 'No results',
  /** Spec §8: a venue search with no match offers to add what was typed. */
  venueAdd: (term: string) => `Add ${term}`,
  sent: 'Your message has been sent',
  leadFormTitle: 'Request pricing',
  nextStepTitle: 'Message sent',
  couponTitle: 'Your coupon',
  loading: 'Loading…',
  loadFailed: 'This could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  /** A next step whose code could not load (offline, or a deploy removed it). */
  partFailed: 'This part of the page could not load. Check your connection and try again.',
  leadNotification: 'New request',
} as const;
