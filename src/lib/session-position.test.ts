import { afterEach, describe, expect, it } from 'vitest';
import { readValue, writeValue } from './stored-value';
import { storedValues } from './stored-values';
import { readSessionPosition, writeSessionPosition } from './session-position';

afterEach(() => sessionStorage.clear());

describe('the session’s position (spec §3 slat, slot)', () => {
  it('keeps a position for the session, in the stored-values table’s keys and encoding', () => {
    expect(readSessionPosition()).toBeUndefined();
    writeSessionPosition({ latitude: 30.27, longitude: -97.74 });
    expect(sessionStorage.getItem('slat')).toBe('30.27');
    expect(sessionStorage.getItem('slot')).toBe('-97.74');
    expect([readValue(storedValues.latitude), readValue(storedValues.longitude)]).toEqual([30.27, -97.74]);
    writeValue(storedValues.latitude, 40.4);
    expect(readSessionPosition()).toEqual({ latitude: 40.4, longitude: -97.74 });
  });

  it('reads nothing from half a position, text, or a number that is no coordinate', () => {
    for (const [slat, slot] of [['30.27', null], ['"30.27"', '-97.74'], ['91', '0'], ['0', '-181'], ['{', '0'], ['NaN', '0']] as const) {
      sessionStorage.clear();
      sessionStorage.setItem('slat', slat);
      if (slot !== null) sessionStorage.setItem('slot', slot);
      expect(readSessionPosition()).toBeUndefined();
    }
  });
});
