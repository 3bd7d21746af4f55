/**
 * User-facing strings of the shared primitives, kept in one place so a locale can replace them
 * without touching components. 'Accept' is the spec's wording for the alert button (§2); the
 * others are labels the spec does not name.
 */
export const uiMessages = {
  close: 'Close',
  accept: 'Accept',
  dismissToast: 'Dismiss',
  notifications: 'Notifications',
  /** Above a form's error summary. */
  formProblems: 'Please check the following:',
  /** A form's call could not reach the server (network, timeout). */
  formOffline: 'We could not reach the server. Check your connection and try again: what you typed is still here.',
  /** A form's call failed on the server's side (HTTP error, an answer we cannot read). */
  formFailed: 'Something went wrong on our side. Please try again: what you typed is still here.',
  /** Spec §5: an address that is not well formed, or whose domain the server refuses. */
  mailInvalid: 'Check that the email is correct.',
  /** Spec §5: the e-mail duplicate check's message. */
  mailDuplicate: (mail: string) => `There is already a registered user with the email ${mail}`,
  /** Spec §5: added when the address was registered from the guest app. */
  mailGuestAppSuffix: ' Login with your WeddingWire for Guests account',
} as const;
