/**
 * The date picker: a React month grid and the framework-free calendar rules behind it. Imported
 * from here, not from src/ui/index.ts, whose chunk has a size budget.
 */
export { DatePicker, type DatePickerProps } from './date-picker';
export {
  addDays,
  addMonths,
  canGoToNextMonth,
  canGoToPreviousMonth,
  clampDay,
  daysInMonth,
  formatDay,
  fromDayValue,
  isDayKey,
  isDayValue,
  isSelectable,
  monthGrid,
  monthOf,
  moveDay,
  toDayValue,
  weekStartsOn,
  type CalendarMonth,
  type DayKey,
  type WeekStart,
} from './calendar';
export { nextSelection, tabStopDay } from './selection';
export { dayName, monthName, weekdayNames } from './day-names';
export { datePickerMessages } from './messages';
