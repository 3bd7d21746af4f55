/**
 * Calendar days, one representation for the whole bundle: a day is a yyyymmdd number (20270612).
 * It is the date picker's wire value (spec: "day value is a yyyymmdd number"), it orders like the
 * days it names (compare with `<`), and it has no time of day and no time zone.
 *
 * Arithmetic runs on UTC dates, which have no daylight-saving gaps. A local `Date` appears only at
 * the edges: `toDayValue(now)` reads the person's own calendar day, `fromDayValue(day)` is that
 * day's local midnight. Never build a day with `new Date('2027-06-12')` (UTC midnight: the 11th
 * west of Greenwich) nor read one with `toISOString()` (the UTC day: the next one east of it late
 * at night); `parseIsoDay` and `toIsoDate` are the ways in and out of text.
 */

/** A calendar day as yyyymmdd (20270612). */
export type DayValue = number;

/** A day's parts; `month` counts from 1, as written (not from 0 like `Date#getMonth`). */
export interface DayParts {
  year: number;
  month: number;
  day: number;
}

/** The day value of a year, month (1-12) and day; no check that the day exists (see `isDayValue`). */
export function dayValue({ year, month, day }: DayParts): DayValue {
  return year * 10000 + month * 100 + day;
}

/** A day value's year, month (1-12) and day. */
export function dayParts(value: DayValue): DayParts {
  return { year: Math.floor(value / 10000), month: Math.floor(value / 100) % 100, day: value % 100 };
}

/** Days in a month (1-12): February of leap years has 29. */
export function daysInMonth(year: number, month: number): number {
  return utcDate(year, month + 1, 0).getUTCDate();
}

/** True for a real calendar day of years 1000-9999: 20280229 is one, 20270229 and 20270230 are not. */
export function isDayValue(value: number): boolean {
  if (!Number.isInteger(value) || value < 10000101 || value > 99991231) return false;
  const { year, month, day } = dayParts(value);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The calendar day a moment falls on where the person is (their own time zone). */
export function toDayValue(moment: Date): DayValue {
  return dayValue({ year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() });
}

/** Today, in the person's own time zone: their "yesterday" is what the forms call past. */
export function today(now: Date = new Date()): DayValue {
  return toDayValue(now);
}

/**
 * The day's local midnight (its first moment, on a day that starts with a daylight-saving jump):
 * where the couple's day starts for a countdown, or a `Date` for `Intl.DateTimeFormat` in the
 * person's own time zone.
 */
export function fromDayValue(value: DayValue): Date {
  const { year, month, day } = dayParts(value);
  return new Date(year, month - 1, day);
}

/** The day `delta` days away, across months and years. */
export function addDays(value: DayValue, delta: number): DayValue {
  const { year, month, day } = dayParts(value);
  return fromUtcDate(utcDate(year, month, day + delta));
}

/** The same day number `delta` months away, or that month's last day when it is shorter (31 January → 28 February). */
export function addMonths(value: DayValue, delta: number): DayValue {
  const { year, month, day } = dayParts(value);
  const index = year * 12 + (month - 1) + delta;
  const target = { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
  return dayValue({ ...target, day: Math.min(day, daysInMonth(target.year, target.month)) });
}

/** The day of the week, 0 for Sunday to 6 for Saturday (`Date#getDay` numbering), whatever the time zone. */
export function weekday(value: DayValue): number {
  const { year, month, day } = dayParts(value);
  return utcDate(year, month, day).getUTCDay();
}

/** Reads 'YYYY-MM-DD' (ISO 8601, as forms and cookies carry a day); undefined for any other text or a day the calendar lacks (2027-02-30). */
export function parseIsoDay(text: string): DayValue | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? existingDay(match) : undefined;
}

/** True for 'YYYY-MM-DD' naming a day that exists. */
export function isIsoDate(text: string): boolean {
  return parseIsoDay(text) !== undefined;
}

/**
 * Reads the wedding date as spec §5 writes it, year-month-day with the leading zeros optional
 * ('2027-5-2'), around spaces; undefined for any other text or a day the calendar lacks.
 */
export function parseYearMonthDay(text: string): DayValue | undefined {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  return match ? existingDay(match) : undefined;
}

/** The day as 'YYYY-MM-DD'. */
export function toIsoDate(value: DayValue): string {
  const { year, month, day } = dayParts(value);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function existingDay(match: RegExpExecArray): DayValue | undefined {
  const value = dayValue({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) });
  return isDayValue(value) ? value : undefined;
}

/** A UTC midnight; the day may overflow its month (day 0 is the last of the month before). */
function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtcDate(date: Date): DayValue {
  return dayValue({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}
