/**
 * User-facing strings of the date picker, in one place so a locale can replace them. The spec
 * names neither button; day and month names come from Intl (see day-names.ts).
 */
export const datePickerMessages = {
  /** Accessible name of the button that shows the month before. */
  previousMonth: 'Previous month',
  /** Accessible name of the button that shows the month after. */
  nextMonth: 'Next month',
} as const;
