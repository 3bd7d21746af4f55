import type { PropsSchema } from '../../src/boot/define-widget';
import { defineEnhancer } from '../../src/boot/define-widget';
import { startCountdown } from './countdown';

/**
 * The home tool card's countdown to the wedding date (`data-date`, YYYY-MM-DD; moment `visible`):
 * a widget of its own, with no React and no zod, so a couple's home ticks it before any touch
 * without loading the wedding-date modal's code. Its one prop is read by hand; startCountdown
 * checks the date.
 */
const countdownProps: PropsSchema<{ date: string }> = {
  safeParse(input) {
    const date = typeof input === 'object' && input !== null ? (input as { date?: unknown }).date : undefined;
    if (typeof date !== 'string' || !date) return { success: false, error: { issues: [{ path: ['date'], message: 'Expected a date YYYY-MM-DD' }] } };
    return { success: true, data: { date } };
  },
};

export default defineEnhancer({
  props: countdownProps,
  enhance: (element, { date }) => startCountdown(element, date),
});
