import { describe, expect, it } from 'vitest';
import { countdownAt } from './countdown';

describe('countdownAt', () => {
  const wedding = 20270522;
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
    // Twelve days before: no daylight-saving change in between, whatever the zone the tests run in.
    const start = at(2027, 4, 10, 12, 0, 0, 250);
    const first = countdownAt(wedding, start);
    const next = countdownAt(wedding, new Date(start.getTime() + 1000));
    expect(first).toMatchObject({ kind: 'counting', seconds: 0, minutes: 0, hours: 12 });
    expect(next).toMatchObject({ kind: 'counting', seconds: 59, minutes: 59, hours: 11 });
  });
});
