/**
 * What the resend-verification widget says, in toasts. 'Email resent!' is the spec's (§7),
 * verbatim; the failure is ours (the spec shows none).
 */
export const messages = {
  resent: 'Email resent!',
  failed: 'We could not resend the email. Please try again.',
} as const;
