import { describe, expect, it } from 'vitest';
import { customEventDate, isValidCustomDate, isValidEventDate, monthOf } from './event-date';
import { phoneMinimum } from './rules';

const NOW = new Date(2026, 10, 23, 15, 0); // 23 November 2026, afternoon, local time

describe('the lead form’s dates (spec §5)', () => {
  it.each([
    ['spring', '', '04'],
    ['summer', '', '07'],
    ['autumn', '', '10'],
    ['winter', '', '01'],
    ['', '3', '03'],
    ['summer', '12', '12'],
    ['', '', ''],
  ])('season %s / month %s stands for month %s', (season, month, expected) => {
    expect(monthOf(season, month)).toBe(expected);
  });

  it('stores an approximate date on day 23, only with both parts', () => {
    expect(customEventDate('summer', '', '2027')).toBe('2027-07-23');
    expect(customEventDate('', '02', '2028')).toBe('2028-02-23');
    expect(customEventDate('summer', '', '')).toBeUndefined();
    expect(customEventDate('', '', '2027')).toBeUndefined();
  });

  it.each([
    ['2026-11-22', false], // yesterday counts as past
    ['2026-11-23', true],
    ['2027-06-12', true],
    ['2027-02-30', false],
    ['27-06-12', false],
    ['2027-6-12', false],
  ])('exact date %s valid: %s', (value, valid) => {
    expect(isValidEventDate(value, NOW)).toBe(valid);
  });

  it.each([
    ['', '11', '2026', true], // this month has not passed
    ['', '10', '2026', false],
    ['autumn', '', '2026', false], // October 2026
    ['winter', '', '2027', true],
    ['summer', '', '', false],
  ])('approximate %s/%s %s valid: %s', (season, month, year, valid) => {
    expect(isValidCustomDate(season, month, year, NOW)).toBe(valid);
  });

  it.each([
    ['just after midnight', new Date(2026, 10, 23, 0, 30)],
    ['late in the evening', new Date(2026, 10, 23, 23, 30)],
  ])('takes today in the person’s own time zone, %s', (_when, now) => {
    // Read as a UTC day, 00:30 is still the 22nd east of Greenwich and 23:30 already the 24th west of it.
    expect(isValidEventDate('2026-11-23', now)).toBe(true);
    expect(isValidEventDate('2026-11-22', now)).toBe(false);
    expect(isValidCustomDate('', '11', '2026', now)).toBe(true);
  });

  it.each([
    ['BR', 10],
    ['ES', 6],
    ['IN', 6],
    ['US', undefined],
  ])('asks %s for a phone of at least %s characters', (country, min) => {
    expect(phoneMinimum(country)).toBe(min);
  });
});
