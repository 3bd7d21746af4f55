import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../constants';
import { Modal } from '../modal/modal';
import { mountToastRegion, showToast } from './show-toast';
import { LIVE_REGION_SETTLE_MS } from './toast-region';
import { dismissToast, type ToastTone } from './toast-store';

const shown: number[] = [];

function toast(message: string, tone?: ToastTone) {
  act(() => {
    shown.push(showToast(message, { tone }));
  });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

afterEach(() => {
  act(() => shown.splice(0).forEach(dismissToast));
});

describe('a toast region mounted ahead (as boot does)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    act(() => mountToastRegion());
    advance(LIVE_REGION_SETTLE_MS);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts the message into the polite status region already in the page', () => {
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');

    toast('Messages sent!', 'success');

    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Messages sent!');
  });

  it('removes the message after 6000 ms', () => {
    toast('Call booked');
    expect(TOAST_DURATION_MS).toBe(6000);

    advance(5999);
    expect(screen.getByText('Call booked')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Call booked')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});

describe('dismissing a toast', () => {
  it('removes only that message, at once, from its dismiss button', async () => {
    const user = userEvent.setup();
    toast('Saved');
    toast('Could not save', 'error');

    const failed = (await screen.findByText('Could not save')).parentElement!;
    await user.click(within(failed).getByRole('button', { name: 'Dismiss' }));

    expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('stays announced and clickable over an open modal without closing the modal', async () => {
    const user = userEvent.setup();
    render(<Modal defaultOpen title="Expert advice" />);

    toast('Your call is booked');

    // getByRole skips aria-hidden content: the region must escape the modal's hiding of the page.
    expect(await within(screen.getByRole('status')).findByText('Your call is booked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your call is booked')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Expert advice' })).toBeInTheDocument();
  });
});
