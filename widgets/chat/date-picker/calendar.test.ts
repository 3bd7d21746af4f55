import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, isDayValue, weekday } from '../../../src/lib/dates';
import { canGoToNextMonth, canGoToPreviousMonth, formatDay, isSelectable, monthGrid, moveDay, weekStartsOn, type DayKey, type WeekStart } from './calendar';

/** Any real day of years 1000-9999, built from parts so the generator cannot make 31 February. */
const anyDay = fc
  .tuple(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
  .map(([year, month, day]) => year * 10000 + month * 100 + Math.min(day, daysInMonth(year, month)));
const anyKey = fc.constantFrom<DayKey>('ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown');
const anyWeekStart = fc.constantFrom<WeekStart>(0, 1);

describe('country conventions', () => {
  it.each([
    ['US', 0, '06/12/2027'],
    ['us', 0, '06/12/2027'],
    ['ES', 1, '12/06/2027'],
    ['GB', 1, '12/06/2027'],
    ['MX', 1, '12/06/2027'],
  ] as const)('%s: weeks start on day %i, 20270612 reads %s', (country, weekStart, text) => {
    expect(weekStartsOn(country)).toBe(weekStart);
    expect(formatDay(20270612, country)).toBe(text);
  });

  it('pads single-digit days and months', () => {
    expect(formatDay(20280203, 'US')).toBe('02/03/2028');
    expect(formatDay(20280203, 'ES')).toBe('03/02/2028');
  });
});

describe('monthGrid', () => {
  it('August 2027 starts on a Sunday: no padding in a US grid, six cells in a Monday grid', () => {
    const us = monthGrid(2027, 7, 0);
    expect(us[0]).toEqual([20270801, 20270802, 20270803, 20270804, 20270805, 20270806, 20270807]);
    expect(us.at(-1)).toEqual([20270829, 20270830, 20270831, null, null, null, null]);
    const es = monthGrid(2027, 7, 1);
    expect(es[0]).toEqual([null, null, null, null, null, null, 20270801]);
    expect(es).toHaveLength(6);
  });

  it('February 2027 starts on a Monday: four full rows in a Monday grid, one padding cell in a US grid', () => {
    const es = monthGrid(2027, 1, 1);
    expect(es).toHaveLength(4);
    expect(es[0]).toEqual([20270201, 20270202, 20270203, 20270204, 20270205, 20270206, 20270207]);
    expect(es[3]?.at(-1)).toBe(20270228);
    const us = monthGrid(2027, 1, 0);
    expect(us[0]).toEqual([null, 20270201, 20270202, 20270203, 20270204, 20270205, 20270206]);
    expect(us).toHaveLength(5);
  });

  it('February 2028 has its leap day', () => {
    expect(monthGrid(2028, 1, 1).flat().filter((day) => day !== null)).toHaveLength(29);
    expect(monthGrid(2028, 1, 1).flat()).toContain(20280229);
  });

  it('has rows of 7 holding each day of the month once, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 0, max: 11 }), anyWeekStart, (year, month, weekStart) => {
        const weeks = monthGrid(year, month, weekStart);
        const days = weeks.flat().filter((day) => day !== null);
        const expected = Array.from({ length: daysInMonth(year, month + 1) }, (_, i) => year * 10000 + (month + 1) * 100 + i + 1);
        const firstColumn = (weekday(expected[0] ?? 0) - weekStart + 7) % 7;
        expect(weeks.map((week) => week.length)).toEqual(weeks.map(() => 7));
        expect(days).toEqual(expected);
        expect(weeks[0]?.indexOf(expected[0] ?? 0)).toBe(firstColumn);
      }),
    );
  });
});

describe('month limits', () => {
  it.each([
    [2027, 5, undefined, true],
    [2027, 5, 20270601, false],
    [2027, 5, 20270615, false],
    [2027, 5, 20270531, true],
    [2027, 5, 20270501, true],
    [2027, 0, 20270101, false],
    [2027, 0, 20261231, true],
    [2028, 2, 20280229, true],
    [2028, 2, 20280301, false],
  ])('from %i-%i with minDay %s, the previous month can be shown: %s', (year, month, minDay, expected) => {
    expect(canGoToPreviousMonth(year, month, minDay)).toBe(expected);
  });

  it.each([
    [2027, 5, undefined, true],
    [2027, 5, 20270630, false],
    [2027, 5, 20270701, true],
    [2027, 11, 20271231, false],
    [2027, 11, 20280101, true],
  ])('from %i-%i with maxDay %s, the next month can be shown: %s', (year, month, maxDay, expected) => {
    expect(canGoToNextMonth(year, month, maxDay)).toBe(expected);
  });

  it.each([
    [20270609, 20270610, undefined, false],
    [20270610, 20270610, undefined, true],
    [20270611, 20270610, undefined, true],
    [20270701, undefined, 20270630, false],
    [20270630, undefined, 20270630, true],
    [20270615, 20270610, 20270620, true],
    [20270230, undefined, undefined, false],
  ])('isSelectable(%i, min %s, max %s) is %s', (day, minDay, maxDay, expected) => {
    expect(isSelectable(day, minDay, maxDay)).toBe(expected);
  });
});

describe('moveDay', () => {
  it.each<[number, DayKey, WeekStart, number]>([
    [20270612, 'ArrowRight', 1, 20270613],
    [20270630, 'ArrowRight', 1, 20270701],
    [20271231, 'ArrowRight', 1, 20280101],
    [20270101, 'ArrowLeft', 1, 20261231],
    [20270301, 'ArrowLeft', 1, 20270228],
    [20280301, 'ArrowLeft', 1, 20280229],
    [20271228, 'ArrowDown', 1, 20280104],
    [20270105, 'ArrowUp', 1, 20261229],
    // June 12, 2027 is a Saturday.
    [20270612, 'Home', 0, 20270606],
    [20270612, 'End', 0, 20270612],
    [20270612, 'Home', 1, 20270607],
    [20270612, 'End', 1, 20270613],
    [20270613, 'Home', 1, 20270607],
    [20270702, 'Home', 1, 20270628],
    [20270131, 'PageDown', 1, 20270228],
    [20280131, 'PageDown', 1, 20280229],
    [20271215, 'PageDown', 1, 20280115],
    [20270331, 'PageUp', 1, 20270228],
    [20270115, 'PageUp', 1, 20261215],
  ])('from %i, %s (week from day %i) goes to %i', (day, key, weekStart, expected) => {
    expect(moveDay(day, key, weekStart)).toBe(expected);
  });

  it.each<[number, DayKey, number | undefined, number | undefined, number]>([
    [20270610, 'ArrowLeft', 20270610, undefined, 20270610],
    [20270610, 'ArrowUp', 20270605, undefined, 20270605],
    [20270615, 'PageUp', 20270601, undefined, 20270601],
    [20270601, 'Home', 20270601, undefined, 20270601],
    [20270625, 'ArrowDown', undefined, 20270630, 20270630],
    [20270615, 'PageDown', undefined, 20270701, 20270701],
  ])('from %i, %s stays within min %s and max %s: %i', (day, key, minDay, maxDay, expected) => {
    expect(moveDay(day, key, 1, minDay, maxDay)).toBe(expected);
  });

  it('never goes before minDay, nor after maxDay, and always gives a real day', () => {
    fc.assert(
      fc.property(anyDay, anyKey, anyWeekStart, anyDay, anyDay, (day, key, weekStart, bound, otherBound) => {
        const [minDay, maxDay] = bound <= otherBound ? [bound, otherBound] : [otherBound, bound];
        const onlyMin = moveDay(day, key, weekStart, minDay);
        const both = moveDay(day, key, weekStart, minDay, maxDay);
        // Only the bounded move must be a real day: unbounded, a move past 9999-12-31 leaves the 8-digit range.
        expect(onlyMin).toBeGreaterThanOrEqual(minDay);
        expect(both).toBeGreaterThanOrEqual(minDay);
        expect(both).toBeLessThanOrEqual(maxDay);
        expect(isDayValue(both)).toBe(true);
      }),
    );
  });
});
