import { fromDayValue } from '../../../src/lib/dates';
import type { WeekStart } from './calendar';

// Built on first use, not on import, so importing the module costs nothing until a picker renders.
let formats: { fullDate: Intl.DateTimeFormat; monthYear: Intl.DateTimeFormat; weekday: Intl.DateTimeFormat } | undefined;

function getFormats() {
  formats ??= {
    fullDate: new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }),
    monthYear: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }),
    weekday: new Intl.DateTimeFormat('en-US', { weekday: 'long' }),
  };
  return formats;
}

/** A day's accessible name, the full date: "Saturday, June 12, 2027". */
export function dayName(day: number): string {
  return getFormats().fullDate.format(fromDayValue(day));
}

/** The shown month's heading: "June 2027". */
export function monthName(year: number, month: number): string {
  return getFormats().monthYear.format(new Date(year, month, 1, 12));
}

/** The seven weekdays in the order the grid's columns show them, full name and two-letter abbreviation. */
export function weekdayNames(weekStart: WeekStart): { name: string; short: string }[] {
  // June 13, 2027 is a Sunday: any known Sunday gives the names in Date#getDay order.
  return Array.from({ length: 7 }, (_, column) => {
    const name = getFormats().weekday.format(new Date(2027, 5, 13 + weekStart + column, 12));
    return { name, short: name.slice(0, 2) };
  });
}
