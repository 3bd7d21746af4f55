import { addDays, fromDayValue, type DayValue } from './dates';

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
 * The countdown to the start of `day` in the local time zone (the couple's own midnight) at
 * `now`: whole days, hours, minutes and seconds left, then 'today' for that day, then 'past'.
 * Across a daylight-saving change the hours carry the hour gained or lost (a day is 24 h here).
 */
export function countdownAt(day: DayValue, now: Date): CountdownState {
  const start = fromDayValue(day);
  const end = fromDayValue(addDays(day, 1));
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

