/** What the wedding-date widget says; the rule's message is the spec's (§5, §8), the rest ours. */
export const messages = {
  invalidDate: 'Please select the date of your wedding',
  /** The modal's title (the server's own heading says it too, and is dropped). */
  title: 'Your wedding date',
  loading: 'Loading your wedding date…',
  failed: 'Your wedding date could not be loaded.',
  retry: 'Try again',
  /** The failure's way through: the page the link goes to without JavaScript. */
  openPage: 'Set it on its own page',
} as const;

/** What the countdown says as it ends, as the server says it (fixtures/pages/wedding-date.ts). */
export const countdownMessages = {
  daysToGo: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} to go`,
  today: 'Today is your wedding day!',
  past: 'Your wedding date has passed.',
} as const;
