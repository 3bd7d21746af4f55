import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContext } from '../../fixtures/pages/site';
import { weddingCountdown } from '../../fixtures/pages/wedding-date';
import { fakeIntersectionObserver } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';

const WEDDING = '2027-05-22';
let stop = () => {};

beforeEach(() => {
  // Only the clock and the interval: the boot's own timers and waitFor run as they do.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The tool card's countdown as the server drew it at `now`, booted, and scrolled into view. */
async function countdownAt(now: Date, date = WEDDING) {
  vi.setSystemTime(now);
  const report = fakeIntersectionObserver();
  const ctx = createContext(new URL('http://localhost:3000/home'), { bundleSrc: '', headExtra: '' });
  document.body.innerHTML = `<li class="tool-card">${weddingCountdown(ctx, date, now).value}</li>`;
  stop = startWidgets(document, registry);
  const element = document.querySelector<HTMLElement>('.countdown[data-widget="wedding-countdown"]')!;
  // The scanner marks it a moment after the boot: it reads the page in slices of a few ms, later under load.
  await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'pending'));
  report((target) => (target === element ? { isIntersecting: true, intersectionRatio: 1 } : undefined));
  await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
  return element;
}

const figures = () => screen.getByRole('timer').textContent?.replace(/\s+/g, ' ').trim();
const summary = (element: HTMLElement) => element.querySelector('.countdown__summary')?.textContent;

describe('the wedding countdown', () => {
  it('ticks every second, without a live region, then stops on the day and says so', async () => {
    const element = await countdownAt(new Date(2027, 4, 20, 23, 59, 57));
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    expect(element.querySelector('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]')).toBeNull();
    expect(summary(element)).toBe('1 day to go');
    expect(figures()).toBe('1 days 00 hours 00 minutes 03 seconds');

    vi.advanceTimersByTime(1000);
    expect(figures()).toBe('1 days 00 hours 00 minutes 02 seconds');
    vi.advanceTimersByTime(2000);
    expect(figures()).toBe('1 days 00 hours 00 minutes 00 seconds');
    vi.advanceTimersByTime(1000);
    expect(figures()).toBe('0 days 23 hours 59 minutes 59 seconds');
    expect(summary(element)).toBe('0 days to go');

    // A day later (the clock moves on; each tick reads it): one tick says so.
    vi.setSystemTime(new Date(2027, 4, 22, 0, 0, 0));
    vi.advanceTimersByTime(1000);
    expect(summary(element)).toBe('Today is your wedding day!');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    // Stopped: no timer left to tick.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the past state and never ticks for a date that has passed', async () => {
    const element = await countdownAt(new Date(2027, 6, 1, 10, 0, 0));
    expect(summary(element)).toBe('Your wedding date has passed.');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops itself when it is taken off the page', async () => {
    await countdownAt(new Date(2027, 0, 1, 12, 0, 0));
    expect(vi.getTimerCount()).toBe(1);
    document.body.innerHTML = '';
    // The boot hears the removal through a MutationObserver; waitFor's own polling would be a
    // faked interval, so the test waits on (real) timeouts instead.
    for (let i = 0; i < 20 && vi.getTimerCount() > 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the date and the days left without JavaScript', () => {
    const ctx = createContext(new URL('http://localhost:3000/home'), { bundleSrc: '', headExtra: '' });
    document.body.innerHTML = weddingCountdown(ctx, WEDDING, new Date(2027, 4, 12, 9, 30, 5)).value;
    expect(screen.getByText('May 22, 2027')).toHaveAttribute('datetime', WEDDING);
    expect(screen.getByText('9 days to go')).toBeVisible();
    expect(figures()).toBe('9 days 14 hours 29 minutes 55 seconds');
  });
});
