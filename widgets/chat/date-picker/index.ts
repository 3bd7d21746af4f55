/**
 * The date picker: a React month grid and the framework-free calendar rules behind it. Imported
 * from here.
 */
export { DatePicker, type DatePickerProps } from './date-picker';
export {
  canGoToNextMonth,
  canGoToPreviousMonth,
  clampDay,
  formatDay,
  isDayKey,
  isSelectable,
  monthGrid,
  monthOf,
  moveDay,
  shiftMonth,
  weekStartsOn,
  type CalendarMonth,
  type DayKey,
  type WeekStart,
} from './calendar';
// The picker's days are src/lib/dates day values; these are what its users need of that module.
export { isDayValue, toDayValue, type DayValue } from '../../../src/lib/dates';
export { nextSelection, tabStopDay } from './selection';
export { dayName, monthName, weekdayNames } from './day-names';
export { datePickerMessages } from './messages';
