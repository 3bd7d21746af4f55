import type { RealtimeChannel } from '../../src/api/realtime-events';
import { useEffect, useRef, useState } from 'react';
import { getSiteConfig } from '../../src/lib/config';
import { badgeText, inboxLabel, riseAnnouncement, type CountOf } from './unread-count';
import { useUnreadCount } from './use-unread-count';

/**
 * Link to the inbox with a couple's unread count, or a vendor's pending requests (spec §6). The
 * count comes from its endpoint and, when `live`, follows the account's private channel (a
 * message, a lead, an admin action); a rise is announced politely to screen readers.
 */
export function InboxBadge({ channel, live, of = 'user' }: { channel: RealtimeChannel; live: boolean; of?: CountOf }) {
  const count = useUnreadCount(channel, live, of);
  const announcement = useRiseAnnouncement(count, of);
  const label = inboxLabel(count, of);
  return (
    <>
      <a className="header-icon header-icon--inbox" href={getSiteConfig().urls.inbox} aria-label={label}>
        <InboxIcon />
        {count ? (
          <span className="header-icon__badge" aria-hidden="true">
            {badgeText(count)}
          </span>
        ) : null}
      </a>
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a span with role status is announced everywhere; <output> is not */}
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
    </>
  );
}

/** The status region's text: set to the new count each time it rises above a count already shown. */
function useRiseAnnouncement(count: number | null, of: CountOf): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (count !== null && previous.current !== null && count > previous.current) setAnnouncement(riseAnnouncement(count, of));
    previous.current = count;
  }, [count, of]);
  return announcement;
}

function InboxIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z" />
      <path d="m3.5 6 8.5 7 8.5-7" />
    </svg>
  );
}
