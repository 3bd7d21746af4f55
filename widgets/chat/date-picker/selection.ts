import { isSelectable } from './calendar';

/** The selection after choosing `day`: 'single' keeps exactly that day, 'multiple' toggles it (kept in order). */
export function nextSelection(selected: readonly number[], day: number, mode: 'single' | 'multiple'): number[] {
  if (mode === 'single') return [day];
  if (selected.includes(day)) return selected.filter((other) => other !== day);
  return [...selected, day].sort((a, b) => a - b);
}

/**
 * The one day of the shown month that Tab reaches (roving tabindex): the day focus last moved
 * to, else a selected day, else the minimum day, else the first day that can be chosen, else
 * the 1st, so the grid stays reachable even when nothing in it can be chosen.
 */
export function tabStopDay(monthDays: readonly number[], activeDay: number | undefined, selected: readonly number[], minDay?: number, maxDay?: number): number {
  const candidates = [activeDay, ...selected, minDay, monthDays.find((day) => isSelectable(day, minDay, maxDay))];
  return candidates.find((day) => day !== undefined && monthDays.includes(day)) ?? monthDays[0] ?? 0;
}
