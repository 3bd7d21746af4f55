import { describe, expect, it } from 'vitest';
import { conciergeNotice } from './concierge-notice';

describe('the concierge’s status notice (spec §3, §8)', () => {
  it('says nothing at 1, each outside-hours text at 2 and 3, and that the concierge is away at 4', () => {
    expect(conciergeNotice(1)).toBeNull();
    expect(conciergeNotice(2)).toBe("Sorry, I can't help you right now. Our wedding experts answer Monday–Friday 9am–9pm; write to us at help@example.com.");
    expect(conciergeNotice(3)).toBe('Outside of operating hours');
    expect(conciergeNotice(4)).toBe('Our wedding concierge is away right now. Leave your message and we will answer as soon as we are back.');
  });

  it('reads differently for each status', () => {
    expect(new Set([2, 3, 4].map((status) => conciergeNotice(status as 2 | 3 | 4))).size).toBe(3);
  });
});
