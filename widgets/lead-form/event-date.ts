import { parseIsoDay, today } from '../../src/lib/dates';

/** Spec §5: the month a season stands for. */
export const SEASON_MONTHS: Readonly<Record<string, string>> = { spring: '04', summer: '07', autumn: '10', winter: '01' };

/** Spec §5: an approximate date is stored on day 23 of its month. */
export const CUSTOM_DATE_DAY = 23;

/**
 * Spec §5: the exact date is valid when it exists and is today or later (yesterday counts as
 * past), today being the person's own (their time zone's) day.
 */
export function isValidEventDate(value: string, now = new Date()): boolean {
  const day = parseIsoDay(value);
  return day !== undefined && day >= today(now);
}

/** The two-digit month a season or month choice stands for ('' when none). */
export function monthOf(season: string, month: string): string {
  if (month) return month.padStart(2, '0');
  return SEASON_MONTHS[season] ?? '';
}

/**
 * Spec §5: the stored date of an approximate choice, year-month-23, set only when both the
 * season or month and the year are chosen.
 */
export function customEventDate(season: string, month: string, year: string): string | undefined {
  const mm = monthOf(season, month);
  return mm && /^\d{4}$/.test(year) ? `${year}-${mm}-${CUSTOM_DATE_DAY}` : undefined;
}

/** Spec §5: an approximate choice needs both parts and a month that has not passed. */
export function isValidCustomDate(season: string, month: string, year: string, now = new Date()): boolean {
  const day = parseIsoDay(customEventDate(season, month, year) ?? '');
  // Day values compare by month once the day of the month is dropped (yyyymm).
  return day !== undefined && Math.floor(day / 100) >= Math.floor(today(now) / 100);
}
