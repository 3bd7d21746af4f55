import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from './show-toast';
import { LIVE_REGION_SETTLE_MS } from './toast-region';

// A file of its own: the region is created once a page, and this is about the very first call.
describe('the first showToast on a page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('creates an empty polite region first and puts the message in only once it has settled', () => {
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => {
      showToast('Messages sent!');
    });

    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => {
      vi.advanceTimersByTime(LIVE_REGION_SETTLE_MS);
    });
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Messages sent!');
  });
});
