import { describe, expect, it } from 'vitest';
import { monthGrid } from './calendar';
import { nextSelection, tabStopDay } from './selection';

describe('nextSelection', () => {
  it.each<[number[], number, 'single' | 'multiple', number[]]>([
    [[], 20270612, 'single', [20270612]],
    [[20270612], 20270614, 'single', [20270614]],
    [[20270612], 20270612, 'single', [20270612]],
    [[], 20270612, 'multiple', [20270612]],
    [[20270614], 20270612, 'multiple', [20270612, 20270614]],
    [[20270612, 20270614], 20270612, 'multiple', [20270614]],
  ])('%j choosing %i in %s mode gives %j', (selected, day, mode, expected) => {
    expect(nextSelection(selected, day, mode)).toEqual(expected);
  });
});

describe('tabStopDay', () => {
  const june = monthGrid(2027, 5, 1)
    .flat()
    .filter((day) => day !== null);

  it.each<[string, number | undefined, number[], number | undefined, number | undefined, number]>([
    ['the day focus moved to', 20270620, [20270612], 20270605, undefined, 20270620],
    ['a selected day', undefined, [20270612], 20270605, undefined, 20270612],
    ['the min day when nothing is selected here', undefined, [20270712], 20270605, undefined, 20270605],
    ['the first selectable day when min is in an earlier month', undefined, [], 20270515, undefined, 20270601],
    ['the 1st without limits', undefined, [], undefined, undefined, 20270601],
    ['the 1st when nothing can be chosen', undefined, [], 20270701, undefined, 20270601],
  ])('is %s', (_, activeDay, selected, minDay, maxDay, expected) => {
    expect(tabStopDay(june, activeDay, selected, minDay, maxDay)).toBe(expected);
  });
});
