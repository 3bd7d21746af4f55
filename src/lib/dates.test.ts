import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayParts,
  daysInMonth,
  fromDayValue,
  isDayValue,
  isIsoDate,
  parseIsoDay,
  parseYearMonthDay,
  toDayValue,
  today,
  toIsoDate,
  weekday,
} from './dates';

/** Any real day of years 1000-9999, built from parts so the generator cannot make 31 February. */
const anyDay = fc
  .tuple(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
  .map(([year, month, day]) => year * 10000 + month * 100 + Math.min(day, daysInMonth(year, month)));
/** Days away, within reach of the generated years (about 80 years either way). */
const anyDelta = fc.integer({ min: -30000, max: 30000 });
const withinYears = (value: number) => value >= 10000101 && value <= 99991231;

describe('day values', () => {
  it.each([
    [20270612, true],
    [20280229, true],
    [20000229, true],
    [10000101, true],
    [99991231, true],
    [20270229, false],
    [21000229, false],
    [20270230, false],
    [20270431, false],
    [20271301, false],
    [20270001, false],
    [20270100, false],
    [2027061, false],
    [9991231, false],
    [20270612.5, false],
    [Number.NaN, false],
  ])('isDayValue(%d) is %s', (value, valid) => {
    expect(isDayValue(value)).toBe(valid);
  });

  it.each([
    [2027, 1, 31],
    [2027, 2, 28],
    [2028, 2, 29],
    [2100, 2, 28],
    [2000, 2, 29],
    [2027, 4, 30],
    [2027, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it('splits into a year, a month counted from 1 and a day', () => {
    expect(dayParts(20270612)).toEqual({ year: 2027, month: 6, day: 12 });
  });
});

describe('local dates', () => {
  // Built from local parts, so they hold in any time zone the tests run in (TZ=…): the edges of
  // the day are where reading the UTC day instead of the local one goes wrong.
  it.each([
    ['at midnight', new Date(2027, 5, 12, 0, 0)],
    ['at half past midnight', new Date(2027, 5, 12, 0, 30)],
    ['at half past eleven at night', new Date(2027, 5, 12, 23, 30)],
    ['a millisecond before the next day', new Date(2027, 5, 12, 23, 59, 59, 999)],
  ])('a moment %s is on that local day', (_when, moment) => {
    expect(toDayValue(moment)).toBe(20270612);
    expect(today(moment)).toBe(20270612);
  });

  it('gives the local midnight of a day', () => {
    const date = fromDayValue(20270612);
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([2027, 5, 12, 0, 0]);
  });

  it('round-trips every day through its local midnight', () => {
    fc.assert(fc.property(anyDay, (value) => void expect(toDayValue(fromDayValue(value))).toBe(value)));
  });

  it('knows the weekday of a day as the local calendar does', () => {
    expect(weekday(20270612)).toBe(6); // a Saturday
    expect(weekday(20270613)).toBe(0);
    fc.assert(fc.property(anyDay, (value) => void expect(weekday(value)).toBe(fromDayValue(value).getDay())));
  });
});

describe('ISO text', () => {
  it.each([
    ['2027-06-12', 20270612],
    ['2028-02-29', 20280229],
    ['1000-01-01', 10000101],
  ])('reads %s', (text, value) => {
    expect(parseIsoDay(text)).toBe(value);
    expect(isIsoDate(text)).toBe(true);
    expect(toIsoDate(value)).toBe(text);
  });

  it.each(['', '2027-6-12', '2027-06-1', '27-06-12', '2027-02-29', '2027-02-30', '2027-13-01', '2027-00-10', '2027-01-00', ' 2027-06-12', '2027/06/12', '2027-06-12T00:00', '+02027-06-12'])(
    'refuses %j',
    (text) => {
      expect(parseIsoDay(text)).toBeUndefined();
      expect(isIsoDate(text)).toBe(false);
    },
  );

  it('round-trips every day through its ISO text', () => {
    fc.assert(fc.property(anyDay, (value) => void expect(parseIsoDay(toIsoDate(value))).toBe(value)));
  });

  it.each([
    ['2027-05-22', 20270522],
    ['2027-5-2', 20270502],
    ['2028-02-29', 20280229],
    [' 2027-12-31 ', 20271231],
  ])('reads the wedding date %j, leading zeros optional (spec §5)', (text, value) => {
    expect(parseYearMonthDay(text)).toBe(value);
  });

  it.each(['', '2026-13-01', '2026-02-32', '26-01-01', '2026-00-10', '2026-01-00', '2027-02-29', '2026-04-31', '2026/01/01', '20260-01-01', '2026-01-01T00:00', '2026-001-01'])(
    'refuses the wedding date %j',
    (text) => {
      expect(parseYearMonthDay(text)).toBeUndefined();
    },
  );
});

describe('day arithmetic', () => {
  it.each([
    [20270612, 1, 20270613],
    [20270630, 1, 20270701],
    [20271231, 1, 20280101],
    [20270101, -1, 20261231],
    [20270301, -1, 20270228],
    [20280301, -1, 20280229],
    [20280228, 366, 20290228],
    [20270612, 0, 20270612],
    // 2027-03-14 and 2027-11-07: daylight saving starts and ends in the US; 2027-03-28 in Europe.
    [20270313, 1, 20270314],
    [20270314, 1, 20270315],
    [20271106, 2, 20271108],
    [20270327, 2, 20270329],
  ])('%i plus %i days is %i', (value, delta, expected) => {
    expect(addDays(value, delta)).toBe(expected);
  });

  it.each([
    [20270131, 1, 20270228],
    [20280131, 1, 20280229],
    [20271215, 1, 20280115],
    [20270331, -1, 20270228],
    [20270115, -1, 20261215],
    [20270531, 13, 20280630],
    [20280229, 12, 20290228],
  ])('%i plus %i months is %i (the month’s last day when it is shorter)', (value, delta, expected) => {
    expect(addMonths(value, delta)).toBe(expected);
  });

  it('adds days as the local calendar counts them, and back', () => {
    fc.assert(
      fc.property(anyDay, anyDelta, (value, delta) => {
        const moved = addDays(value, delta);
        fc.pre(withinYears(moved));
        const { year, month, day } = dayParts(value);
        const local = toDayValue(new Date(year, month - 1, day + delta));
        expect(moved).toBe(local);
        expect(isDayValue(moved)).toBe(true);
        expect(addDays(moved, -delta)).toBe(value);
        expect(Math.sign(moved - value)).toBe(Math.sign(delta));
      }),
    );
  });

  it('keeps the weekday a week later', () => {
    fc.assert(fc.property(anyDay, fc.integer({ min: -500, max: 500 }), (value, weeks) => {
      const moved = addDays(value, weeks * 7);
      fc.pre(withinYears(moved));
      expect(weekday(moved)).toBe(weekday(value));
    }));
  });

  it('adds months to a real day of the month wanted, never past the day number it started from', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -900, max: 900 }), (value, delta) => {
        const moved = addMonths(value, delta);
        fc.pre(withinYears(moved));
        const from = dayParts(value);
        const to = dayParts(moved);
        expect(isDayValue(moved)).toBe(true);
        expect(to.year * 12 + to.month - (from.year * 12 + from.month)).toBe(delta);
        expect(to.day).toBeLessThanOrEqual(from.day);
      }),
    );
  });
});

/**
 * The same conversions in time zones far west and east of UTC (Node reads TZ again when it
 * changes). A day read as UTC midnight (`new Date('2027-06-12')`) is the 11th in Los Angeles, and
 * a local midnight written with `toISOString()` is the day before in Tokyo: neither may happen here.
 */
describe.each([
  ['America/Los_Angeles', 'west of UTC'],
  ['Pacific/Pago_Pago', 'eleven hours west'],
  ['Asia/Tokyo', 'east of UTC'],
  ['Pacific/Kiritimati', 'fourteen hours east'],
  ['America/Sao_Paulo', 'where 2018-11-04 began at 01:00 (daylight saving at midnight)'],
])('in %s (%s)', (zone) => {
  const initial = process.env.TZ;
  afterEach(() => {
    if (initial === undefined) delete process.env.TZ;
    else process.env.TZ = initial;
  });

  const inZone = () => {
    process.env.TZ = zone;
    // The test means something only if the zone took: no UTC offset of zero in June 2027 or November 2018.
    expect(new Date(2027, 5, 12).getTimezoneOffset()).not.toBe(0);
  };

  it('keeps a day the same day through a local date, from the first minute to the last', () => {
    inZone();
    const day = parseIsoDay('2027-06-12') ?? 0;
    expect(fromDayValue(day).getDate()).toBe(12);
    expect(toIsoDate(toDayValue(fromDayValue(day)))).toBe('2027-06-12');
    expect(toIsoDate(today(new Date(2027, 5, 12, 0, 0)))).toBe('2027-06-12');
    expect(toIsoDate(today(new Date(2027, 5, 12, 23, 30)))).toBe('2027-06-12');
    fc.assert(
      fc.property(anyDay, (value) => {
        expect(toDayValue(fromDayValue(value))).toBe(value);
        expect(weekday(value)).toBe(fromDayValue(value).getDay());
      }),
      { numRuns: 200 },
    );
  });

  it('starts each day on that day, even where its midnight does not exist', () => {
    inZone();
    for (const day of [20181104, 20270612, 20271107, 20270314]) {
      const start = fromDayValue(day);
      expect(toDayValue(start)).toBe(day);
      // Nothing of the day before it: a minute earlier is the previous day.
      expect(toDayValue(new Date(start.getTime() - 60_000))).toBe(addDays(day, -1));
    }
  });
});
