import type { RealtimeChannel } from '../../src/api/realtime-events';
import { useEffect, useRef, useState } from 'react';
import { getSiteConfig } from '../../src/lib/config';
import { messages } from './messages';
import { useUnreadCount } from './use-unread-count';

/**
 * Link to the inbox with the unread count. The count comes from the unread endpoint and,
 * when `live`, follows the account's private channel (a message or a lead); a rise is
 * announced politely to screen readers.
 */
export function InboxBadge({ channel, live }: { channel: RealtimeChannel; live: boolean }) {
  const count = useUnreadCount(channel, live);
  const announcement = useRiseAnnouncement(count);
  const label = count ? messages.inboxUnread(count) : messages.inbox;
  return (
    <>
      <a className="header-icon header-icon--inbox" href={getSiteConfig().urls.inbox} aria-label={label}>
        <InboxIcon />
        {count ? (
          <span className="header-icon__badge" aria-hidden="true">
            {count > 99 ? '99+' : count}
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
function useRiseAnnouncement(count: number | null): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (count !== null && previous.current !== null && count > previous.current) setAnnouncement(messages.unreadAnnouncement(count));
    previous.current = count;
  }, [count]);
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
