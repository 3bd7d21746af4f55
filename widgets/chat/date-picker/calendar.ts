/**
 * The date picker's rules, free of React so they can be tested as tables and properties.
 * A day is a number in yyyymmdd form (20270612): the spec's wire format, comparable with `<`,
 * and free of the time-zone shifts a `Date` brings.
 */

/** 0: weeks start on Sunday, 1: on Monday (`Date#getDay` numbering). */
export type WeekStart = 0 | 1;

/** The keys that move the focused day (WAI-ARIA APG date picker dialog). */
export type DayKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

const DAY_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'];

/** A month as shown by the picker; `month` counts from 0 like `Date#getMonth`. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** True when `key` (a KeyboardEvent key) moves the focused day. */
export function isDayKey(key: string): key is DayKey {
  return DAY_KEYS.includes(key);
}

/** The local calendar day of `date` as yyyymmdd. */
export function toDayValue(date: Date): number {
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}

/** A local `Date` at noon of the day, so adding whole days never crosses a DST edge into the wrong day. */
export function fromDayValue(value: number): Date {
  const { year, month } = monthOf(value);
  return new Date(year, month, value % 100, 12);
}

/** The month a day value belongs to. */
export function monthOf(value: number): CalendarMonth {
  return { year: Math.floor(value / 10000), month: (Math.floor(value / 100) % 100) - 1 };
}

/** Days in a month (0-11); February of leap years has 29. */
export function daysInMonth(year: number, month: number): number {
  return new Date(year, month + 1, 0, 12).getDate();
}

/** True for a real calendar day of years 1000-9999: 20280229 is one, 20270230 is not. */
export function isDayValue(value: number): boolean {
  if (!Number.isInteger(value) || value < 10000101 || value > 99991231) return false;
  const { year, month } = monthOf(value);
  const day = value % 100;
  return month >= 0 && month <= 11 && day >= 1 && day <= daysInMonth(year, month);
}

/** The first day of the week in a country (ISO 3166 code): Sunday in the US, Monday elsewhere. */
export function weekStartsOn(country: string): WeekStart {
  return country.trim().toUpperCase() === 'US' ? 0 : 1;
}

/** A day as the country writes it: MM/DD/YYYY in the US, DD/MM/YYYY elsewhere. */
export function formatDay(value: number, country: string): string {
  const { year, month } = monthOf(value);
  const mm = String(month + 1).padStart(2, '0');
  const dd = String(value % 100).padStart(2, '0');
  const yyyy = String(year).padStart(4, '0');
  return weekStartsOn(country) === 0 ? `${mm}/${dd}/${yyyy}` : `${dd}/${mm}/${yyyy}`;
}

/** The month `delta` months away, across year boundaries. */
export function addMonths({ year, month }: CalendarMonth, delta: number): CalendarMonth {
  const index = year * 12 + month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** Day value of a day of a month. */
function dayIn({ year, month }: CalendarMonth, day: number): number {
  return year * 10000 + (month + 1) * 100 + day;
}

/**
 * The weeks of a month as rows of 7 day values, `null` where a cell belongs to the month before
 * or after (the picker shows only the month's own days).
 */
export function monthGrid(year: number, month: number, weekStart: WeekStart): (number | null)[][] {
  const lead = (new Date(year, month, 1, 12).getDay() - weekStart + 7) % 7;
  const cells: (number | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push(dayIn({ year, month }, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** False when the whole month before the shown one lies before `minDay`: nothing there could be chosen. */
export function canGoToPreviousMonth(viewYear: number, viewMonth: number, minDay?: number): boolean {
  if (minDay === undefined) return true;
  const previous = addMonths({ year: viewYear, month: viewMonth }, -1);
  return dayIn(previous, daysInMonth(previous.year, previous.month)) >= minDay;
}

/** False when the whole month after the shown one lies after `maxDay`. */
export function canGoToNextMonth(viewYear: number, viewMonth: number, maxDay?: number): boolean {
  if (maxDay === undefined) return true;
  return dayIn(addMonths({ year: viewYear, month: viewMonth }, 1), 1) <= maxDay;
}

/** A day can be chosen unless it is before `minDay` or after `maxDay`. */
export function isSelectable(day: number, minDay?: number, maxDay?: number): boolean {
  return isDayValue(day) && (minDay === undefined || day >= minDay) && (maxDay === undefined || day <= maxDay);
}

/** The day, or the nearest bound when it lies outside them. */
export function clampDay(day: number, minDay?: number, maxDay?: number): number {
  if (minDay !== undefined && day < minDay) return minDay;
  if (maxDay !== undefined && day > maxDay) return maxDay;
  return day;
}

/** The day `delta` days away, across month and year boundaries. */
export function addDays(day: number, delta: number): number {
  const date = fromDayValue(day);
  date.setDate(date.getDate() + delta);
  return toDayValue(date);
}

/** The same day number `delta` months away, or that month's last day when it is shorter (Jan 31 → Feb 28). */
function addMonthsToDay(day: number, delta: number): number {
  const target = addMonths(monthOf(day), delta);
  return dayIn(target, Math.min(day % 100, daysInMonth(target.year, target.month)));
}

/** Where a key moves focus from `day` (APG date picker grid), kept within `minDay`…`maxDay`. */
export function moveDay(day: number, key: DayKey, weekStart: WeekStart, minDay?: number, maxDay?: number): number {
  const intoWeek = (fromDayValue(day).getDay() - weekStart + 7) % 7;
  const moved: Record<DayKey, () => number> = {
    ArrowLeft: () => addDays(day, -1),
    ArrowRight: () => addDays(day, 1),
    ArrowUp: () => addDays(day, -7),
    ArrowDown: () => addDays(day, 7),
    Home: () => addDays(day, -intoWeek),
    End: () => addDays(day, 6 - intoWeek),
    PageUp: () => addMonthsToDay(day, -1),
    PageDown: () => addMonthsToDay(day, 1),
  };
  return clampDay(moved[key](), minDay, maxDay);
}
