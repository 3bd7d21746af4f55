import { describe, expect, it } from 'vitest';
import { countdownAt, parseCalendarDay } from './countdown';

describe('parseCalendarDay', () => {
  it.each([
    ['2027-05-22', { year: 2027, month: 5, day: 22 }],
    ['2027-5-2', { year: 2027, month: 5, day: 2 }],
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
    [' 2027-12-31 ', { year: 2027, month: 12, day: 31 }],
  ])('reads %s', (text, day) => {
    expect(parseCalendarDay(text)).toEqual(day);
  });

  it.each(['', '2026-13-01', '2026-02-32', '26-01-01', '2026-00-10', '2026-01-00', '2027-02-29', '2026-04-31', '2026/01/01', '20260-01-01', '2026-01-01T00:00'])(
    'refuses %j',
    (text) => {
      expect(parseCalendarDay(text)).toBeUndefined();
    },
  );
});

describe('countdownAt', () => {
  const wedding = { year: 2027, month: 5, day: 22 };
  const at = (...parts: [number, number, number, number?, number?, number?, number?]) => new Date(...parts);

  it.each([
    ['a day and a bit before', at(2027, 4, 20, 22, 58, 30), { kind: 'counting', days: 1, hours: 1, minutes: 1, seconds: 30 }],
    ['a second before midnight', at(2027, 4, 21, 23, 59, 59), { kind: 'counting', days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ['part of a second before midnight (rounded up)', at(2027, 4, 21, 23, 59, 59, 400), { kind: 'counting', days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ['exactly a year of days before', at(2026, 4, 22), { kind: 'counting', days: 365, hours: 0, minutes: 0, seconds: 0 }],
    ['at the day\'s midnight', at(2027, 4, 22), { kind: 'today' }],
    ['in the evening of the day', at(2027, 4, 22, 23, 59, 59), { kind: 'today' }],
    ['the next day', at(2027, 4, 23), { kind: 'past' }],
    ['years later', at(2030, 0, 1), { kind: 'past' }],
  ])('%s', (_when, now, state) => {
    expect(countdownAt(wedding, now)).toEqual(state);
  });

  it('loses one second a second', () => {
    const start = at(2027, 0, 1, 12, 0, 0, 250);
    const first = countdownAt(wedding, start);
    const next = countdownAt(wedding, new Date(start.getTime() + 1000));
    expect(first).toMatchObject({ kind: 'counting', seconds: 0, minutes: 0, hours: 12 });
    expect(next).toMatchObject({ kind: 'counting', seconds: 59, minutes: 59, hours: 11 });
  });
});
