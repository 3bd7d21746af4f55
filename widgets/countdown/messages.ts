/** What the countdown says as it ends, as the server says it (fixtures/pages/wedding-date.ts). */
export const messages = {
  daysToGo: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} to go`,
  today: 'Today is your wedding day!',
  past: 'Your wedding date has passed.',
} as const;
