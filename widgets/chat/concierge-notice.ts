import type { ConciergeStatus } from '../../src/api/chat-schemas';
import { messages } from './messages';

/**
 * The notice under the concierge's conversation for its status (spec §3: 1 normal; 2, 3 outside
 * support hours; 4 away), none at 1. Spec §8 gives two outside-hours notices, "Sorry, I can't help
 * you right now" with the hours and the support e-mail, or "Outside of operating hours": 2 reads
 * the first, 3 the second (our reading: the spec does not pair them). Away has words of ours.
 */
export function conciergeNotice(status: ConciergeStatus): string | null {
  switch (status) {
    case 1:
      return null;
    case 2:
      return messages.outsideHours;
    case 3:
      return messages.outsideOperatingHours;
    case 4:
      return messages.away;
  }
}
