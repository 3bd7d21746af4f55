import { useState } from 'react';
import { isDayValue } from '../../../src/lib/dates';
import { nextSelection } from './selection';

/** What {@link useSelection} needs from the picker's props. */
export interface SelectionProps {
  value?: number | number[];
  mode?: 'single' | 'multiple';
  onChange(value: number[]): void;
}

/**
 * The chosen days and the way to choose one. Controlled when `value` is given (the owner feeds
 * `onChange` back); without it the picker keeps its own selection, so it still works unwired.
 */
export function useSelection({ value, mode = 'single', onChange }: SelectionProps): [selected: number[], choose: (day: number) => void] {
  const [own, setOwn] = useState<number[]>([]);
  const selected = value === undefined ? own : [value].flat().filter(isDayValue);
  const choose = (day: number) => {
    const next = nextSelection(selected, day, mode);
    if (value === undefined) setOwn(next);
    onChange(next);
  };
  return [selected, choose];
}
