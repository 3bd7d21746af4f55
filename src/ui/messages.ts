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
} as const;
