/** A calendar day, as the wedding date is saved (no time, no zone). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** What a countdown to a day shows at a moment. */
export type CountdownState =
  | { kind: 'counting'; days: number; hours: number; minutes: number; seconds: number }
  /** The day itself: nothing left to count until it ends. */
  | { kind: 'today' }
  | { kind: 'past' };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Reads 'YYYY-M-D' (spec §5's pattern: 4-digit year, month 1-12 and day 1-31, leading zeros
 * optional) as a day that exists in the calendar; anything else, such as 2026-02-30, is undefined.
 */
export function parseCalendarDay(text: string): CalendarDay | undefined {
  const match = /^(\d{4})-(0?[1-9]|1[0-2])-(0?[1-9]|[12]\d|3[01])$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // The Date constructor rolls 30 February over to March: a day that rolled does not exist.
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 ? { year, month, day } : undefined;
}

/**
 * The countdown to the start of `day` in the local time zone (the couple's own midnight) at
 * `now`: whole days, hours, minutes and seconds left, then 'today' for that day, then 'past'.
 * Across a daylight-saving change the hours carry the hour gained or lost (a day is 24 h here).
 */
export function countdownAt(day: CalendarDay, now: Date): CountdownState {
  const start = new Date(day.year, day.month - 1, day.day);
  const end = new Date(day.year, day.month - 1, day.day + 1);
  const left = start.getTime() - now.getTime();
  if (left > 0) {
    // Rounded up to the whole second, so the last tick before the day reads 0:00:01, not 0:00:00.
    const total = Math.ceil(left / SECOND) * SECOND;
    return {
      kind: 'counting',
      days: Math.floor(total / DAY),
      hours: Math.floor((total % DAY) / HOUR),
      minutes: Math.floor((total % HOUR) / MINUTE),
      seconds: Math.floor((total % MINUTE) / SECOND),
    };
  }
  return now.getTime() < end.getTime() ? { kind: 'today' } : { kind: 'past' };
}

