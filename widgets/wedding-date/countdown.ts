import { countdownAt, type CountdownState } from '../../src/lib/countdown';
import { parseYearMonthDay } from '../../src/lib/dates';
import { countdownMessages as m } from './messages';

/** Spec §9: the countdown refreshes every 1000 ms. */
export const COUNTDOWN_REFRESH_MS = 1000;

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * The home tool card's countdown to the wedding date (spec §4: ticks every second, stops when
 * past). No React: the server drew the summary and the figures, so this only rewrites digits
 * each second (the figures are a role="timer" region, not live: nothing is announced per tick)
 * and the summary when it changes (a new day, or the day has come). Returns the stop.
 */
export function startCountdown(element: HTMLElement, date: string): (() => void) | undefined {
  const day = parseYearMonthDay(date);
  if (day === undefined) throw new Error(`the wedding-date countdown needs a date YYYY-MM-DD, not ${JSON.stringify(date)}`);
  const show = () => {
    const state = countdownAt(day, new Date());
    render(element, state);
    return state.kind === 'counting';
  };
  if (!show()) return undefined;
  const timer = setInterval(() => {
    if (!show()) clearInterval(timer);
  }, COUNTDOWN_REFRESH_MS);
  return () => clearInterval(timer);
}

function render(element: HTMLElement, state: CountdownState): void {
  const summary = element.querySelector('.countdown__summary');
  const ticks = element.querySelector<HTMLElement>('.countdown__ticks');
  const text = state.kind === 'counting' ? m.daysToGo(state.days) : state.kind === 'today' ? m.today : m.past;
  // Written only when it changes: rewriting the same text would still be a DOM mutation each second.
  if (summary && summary.textContent !== text) summary.textContent = text;
  if (!ticks) return;
  ticks.hidden = state.kind !== 'counting';
  if (state.kind !== 'counting') return;
  for (const unit of UNITS) {
    const value = ticks.querySelector(`[data-unit="${unit}"]`);
    const figure = unit === 'days' ? String(state[unit]) : String(state[unit]).padStart(2, '0');
    if (value && value.textContent !== figure) value.textContent = figure;
  }
}
