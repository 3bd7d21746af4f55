import type { KeyboardEvent, Ref } from 'react';
import { isSelectable, monthGrid, type CalendarMonth, type WeekStart } from './calendar';
import { tabStopDay } from './selection';
import { dayName, weekdayNames } from './day-names';

/** Props of {@link DayGrid}; the picker owns all state and passes it down. */
export interface DayGridProps {
  ref: Ref<HTMLTableElement>;
  label: string;
  weekStart: WeekStart;
  view: CalendarMonth;
  selected: readonly number[];
  activeDay: number | undefined;
  minDay?: number;
  maxDay?: number;
  onDayFocus(day: number): void;
  onDayClick(day: number): void;
  onDayKeyDown(day: number, event: KeyboardEvent<HTMLElement>): void;
}

/**
 * The month as an APG grid: weekday column headers, then one focusable gridcell per day named
 * with its full date. Cells outside the month are empty, as in the APG example.
 */
export function DayGrid({ ref, label, weekStart, view, ...props }: DayGridProps) {
  const weeks = monthGrid(view.year, view.month, weekStart);
  const monthDays = weeks.flat().filter((day) => day !== null);
  const tabStop = tabStopDay(monthDays, props.activeDay, props.selected, props.minDay, props.maxDay);
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- a table with role grid is the APG date picker's own markup
    <table ref={ref} role="grid" aria-label={label} className="date-picker__grid">
      <thead>
        <tr>
          {weekdayNames(weekStart).map(({ name, short }) => (
            // The full name is what a screen reader says; the two letters are what fits.
            <th key={name} scope="col" abbr={name} className="date-picker__weekday">
              <span aria-hidden="true">{short}</span>
              <span className="ui-visually-hidden">{name}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, row) => (
          <tr key={row}>
            {week.map((day, column) =>
              day === null ? (
                // oxlint-disable-next-line jsx-a11y/control-has-associated-label -- padding before the 1st and after the last day: empty, as in the APG example
                <td key={column} />
              ) : (
                <DayCell key={day} day={day} tabStop={day === tabStop} {...props} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type DayCellProps = Omit<DayGridProps, 'ref' | 'label' | 'weekStart' | 'view' | 'activeDay'> & { day: number; tabStop: boolean };

/** One day. Days outside min…max stay focusable (so arrows never lose focus) but say they are disabled. */
function DayCell({ day, tabStop, selected, minDay, maxDay, onDayFocus, onDayClick, onDayKeyDown }: DayCellProps) {
  const selectable = isSelectable(day, minDay, maxDay);
  return (
    <td
      // Browsers map a grid's td to gridcell, but not every accessibility tree builder does (Testing Library's does not).
      // oxlint-disable-next-line jsx-a11y/no-redundant-roles
      role="gridcell"
      className="date-picker__day"
      tabIndex={tabStop ? 0 : -1}
      aria-label={dayName(day)}
      aria-selected={selected.includes(day)}
      aria-disabled={selectable ? undefined : true}
      onFocus={() => onDayFocus(day)}
      onClick={() => onDayClick(day)}
      onKeyDown={(event) => onDayKeyDown(day, event)}
    >
      {day % 100}
    </td>
  );
}
