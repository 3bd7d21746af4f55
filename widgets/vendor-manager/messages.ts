/**
 * The vendor manager's own strings. The spec gives none for these actions (§8: "Network and HTTP
 * error handling for other calls: not shown"), so these are ours, in the site's voice.
 */
export const vendorManagerMessages = {
  hired: (name: string) => `${name} is marked as hired.`,
  hireFailed: (name: string) => `${name} could not be marked as hired. Please try again.`,
  removed: (name: string) => `${name} was removed from your vendors.`,
  removeFailed: (name: string) => `${name} could not be removed. Please try again.`,
  added: (name: string) => `${name} was added to your vendors.`,
  addFailed: (name: string) => `${name} could not be added. Please try again.`,
  /** The hired badge's text (the server prints the same): a link to vendor-profile-hired. */
  hiredBadge: 'Hired',
  /** Its accessible name, the vendor's with it (the server's aria-label). */
  hiredLabel: (name: string) => `Hired: ${name}`,
  /** A category's count in the manager's menu (the server prints the same). */
  savedCount: (count: number) => `${count} saved`,
} as const;
