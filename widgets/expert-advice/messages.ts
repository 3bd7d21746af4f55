/** The expert-advice button's own strings (the stepper's are the flow's, src/flows/expert-advice/messages.ts). */
export const expertAdviceButtonMessages = {
  /** The stepper's code could not load (offline, or a deploy removed it). */
  partFailed: 'This part of the page could not load. Check your connection and try again.',
  retry: 'Try again',
} as const;
