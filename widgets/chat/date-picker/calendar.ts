/**
 * The date picker's rules, free of React so they can be tested as tables and properties. A day
 * is a src/lib/dates day value (yyyymmdd, the spec's wire format); only the shown month is the
 * picker's own, a year and a month counted from 0 as `Date` and `Intl` take them.
 */
import { addDays, addMonths, dayParts, daysInMonth, dayValue, isDayValue, weekday, type DayValue } from '../../../src/lib/dates';

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

/** The month a day belongs to. */
export function monthOf(value: DayValue): CalendarMonth {
  const { year, month } = dayParts(value);
  return { year, month: month - 1 };
}

/** Days in a shown month (0-11). */
function daysIn({ year, month }: CalendarMonth): number {
  return daysInMonth(year, month + 1);
}

/** The first day of the week in a country (ISO 3166 code): Sunday in the US, Monday elsewhere. */
export function weekStartsOn(country: string): WeekStart {
  return country.trim().toUpperCase() === 'US' ? 0 : 1;
}

/** A day as the country writes it: MM/DD/YYYY in the US, DD/MM/YYYY elsewhere. */
export function formatDay(value: DayValue, country: string): string {
  const { year, month, day } = dayParts(value);
  const mm = String(month).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  const yyyy = String(year).padStart(4, '0');
  return weekStartsOn(country) === 0 ? `${mm}/${dd}/${yyyy}` : `${dd}/${mm}/${yyyy}`;
}

/** The shown month `delta` months away, across year boundaries. */
export function shiftMonth({ year, month }: CalendarMonth, delta: number): CalendarMonth {
  const index = year * 12 + month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** Day value of a day of a shown month. */
function dayIn({ year, month }: CalendarMonth, day: number): DayValue {
  return dayValue({ year, month: month + 1, day });
}

/**
 * The weeks of a month as rows of 7 day values, `null` where a cell belongs to the month before
 * or after (the picker shows only the month's own days).
 */
export function monthGrid(year: number, month: number, weekStart: WeekStart): (number | null)[][] {
  const lead = (weekday(dayIn({ year, month }, 1)) - weekStart + 7) % 7;
  const cells: (number | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysIn({ year, month }); day++) cells.push(dayIn({ year, month }, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** False when the whole month before the shown one lies before `minDay`: nothing there could be chosen. */
export function canGoToPreviousMonth(viewYear: number, viewMonth: number, minDay?: number): boolean {
  if (minDay === undefined) return true;
  const previous = shiftMonth({ year: viewYear, month: viewMonth }, -1);
  return dayIn(previous, daysIn(previous)) >= minDay;
}

/** False when the whole month after the shown one lies after `maxDay`. */
export function canGoToNextMonth(viewYear: number, viewMonth: number, maxDay?: number): boolean {
  if (maxDay === undefined) return true;
  return dayIn(shiftMonth({ year: viewYear, month: viewMonth }, 1), 1) <= maxDay;
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

/** Where a key moves focus from `day` (APG date picker grid), kept within `minDay`…`maxDay`. */
export function moveDay(day: number, key: DayKey, weekStart: WeekStart, minDay?: number, maxDay?: number): number {
  const intoWeek = (weekday(day) - weekStart + 7) % 7;
  const moved: Record<DayKey, () => number> = {
    ArrowLeft: () => addDays(day, -1),
    ArrowRight: () => addDays(day, 1),
    ArrowUp: () => addDays(day, -7),
    ArrowDown: () => addDays(day, 7),
    Home: () => addDays(day, -intoWeek),
    End: () => addDays(day, 6 - intoWeek),
    PageUp: () => addMonths(day, -1),
    PageDown: () => addMonths(day, 1),
  };
  return clampDay(moved[key](), minDay, maxDay);
}
