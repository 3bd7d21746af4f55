import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isDayValue, today } from '../../../src/lib/dates';
import { useAdoptedStyles } from '../../../src/lib/use-adopted-styles';
import tokensCss from '../../../src/ui/tokens.css?inline';
import { canGoToNextMonth, canGoToPreviousMonth, clampDay, isDayKey, isSelectable, monthOf, moveDay, shiftMonth, weekStartsOn } from './calendar';
import datePickerCss from './date-picker.css?inline';
import { DayGrid } from './day-grid';
import { monthName } from './day-names';
import { datePickerMessages } from './messages';
import { useSelection } from './use-selection';

/** Props of {@link DatePicker}. Days are yyyymmdd numbers (20270612). */
export interface DatePickerProps {
  /** ISO 3166 code: 'US' gives weeks from Sunday, any other country weeks from Monday. */
  country: string;
  /** The first day that can be chosen; the picker cannot go to a month entirely before it. */
  minDay?: number;
  /** The last day that can be chosen; the picker cannot go to a month entirely after it. */
  maxDay?: number;
  /** The chosen day(s), controlled. Without it the picker keeps its own selection. */
  value?: number | number[];
  /** A day whose month is shown first; default: the selected day, else `minDay`, else today. */
  defaultMonth?: number;
  /** 'single' (default): choosing a day replaces the selection. 'multiple': choosing toggles a day. */
  mode?: 'single' | 'multiple';
  /** Called with the whole new selection, in day order. */
  onChange(value: number[]): void;
  /** Accessible name of the grid of days. */
  label: string;
}

/**
 * A month calendar following the WAI-ARIA APG date picker grid: previous/next month buttons
 * (disabled where no day could be chosen), a live month heading, and a grid of days with one
 * tab stop. Arrows, Home/End and PageUp/PageDown move focus across months; Enter or Space chooses.
 *
 * @example
 * <DatePicker country="ES" label="Wedding date" minDay={20270101} value={day} onChange={([next]) => setDay(next)} />
 */
export function DatePicker(props: DatePickerProps) {
  // Added when first committed, not on import, so the picker's CSS ships only where it renders.
  useAdoptedStyles(['ui-tokens', tokensCss], ['date-picker', datePickerCss]);
  const { minDay, maxDay } = props;
  const weekStart = weekStartsOn(props.country);
  const [selected, choose] = useSelection(props);
  const [view, setView] = useState(() => monthOf(firstShownDay(props, selected)));
  const [activeDay, setActiveDay] = useState<number>();
  const { gridRef, focusTabStopAfterRender } = useDeferredFocus();
  const canGoBack = canGoToPreviousMonth(view.year, view.month, minDay);
  const canGoForward = canGoToNextMonth(view.year, view.month, maxDay);

  const showMonth = (delta: -1 | 1) => {
    const next = shiftMonth(view, delta);
    setView(next);
    // The pressed button turns disabled at the limit and a disabled button drops focus: hand it to the grid.
    const atLimit = delta < 0 ? !canGoToPreviousMonth(next.year, next.month, minDay) : !canGoToNextMonth(next.year, next.month, maxDay);
    if (atLimit) focusTabStopAfterRender();
  };

  const onDayKeyDown = (day: number, event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault(); // Space would scroll the page.
      if (isSelectable(day, minDay, maxDay)) choose(day);
    } else if (isDayKey(event.key)) {
      event.preventDefault();
      const next = moveDay(day, event.key, weekStart, minDay, maxDay);
      setView(monthOf(next));
      setActiveDay(next);
      focusTabStopAfterRender();
    }
  };

  return (
    <div className="date-picker">
      <div className="date-picker__header">
        <MonthButton label={datePickerMessages.previousMonth} disabled={!canGoBack} onClick={() => showMonth(-1)}>‹</MonthButton>
        <p className="date-picker__month" aria-live="polite">
          {monthName(view.year, view.month)}
        </p>
        <MonthButton label={datePickerMessages.nextMonth} disabled={!canGoForward} onClick={() => showMonth(1)}>›</MonthButton>
      </div>
      <DayGrid
        ref={gridRef}
        label={props.label}
        weekStart={weekStart}
        view={view}
        selected={selected}
        activeDay={activeDay}
        minDay={minDay}
        maxDay={maxDay}
        onDayFocus={setActiveDay}
        onDayClick={(day) => isSelectable(day, minDay, maxDay) && choose(day)}
        onDayKeyDown={onDayKeyDown}
      />
    </div>
  );
}

/** The day whose month opens: `defaultMonth`, else the first selected day, else `minDay`, else today (kept before `maxDay`). */
function firstShownDay(props: DatePickerProps, selected: readonly number[]): number {
  const given = [props.defaultMonth, selected[0], props.minDay].find((day) => day !== undefined && isDayValue(day));
  return given ?? clampDay(today(), undefined, props.maxDay);
}

/**
 * Focus the grid's tab stop once the next render is on screen: a key can move to a day of
 * another month, whose cell exists only after React renders that month.
 */
function useDeferredFocus() {
  const gridRef = useRef<HTMLTableElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    gridRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  });
  return { gridRef, focusTabStopAfterRender: () => (pending.current = true) };
}

/** A month arrow: a real button named by its label, the arrow glyph being decoration. */
function MonthButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="date-picker__nav" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}
