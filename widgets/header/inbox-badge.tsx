import { useEffect, useRef, useState } from 'react';
import { call } from '../../src/api/call';
import { unreadMessages } from '../../src/api/header';
import { getSiteConfig } from '../../src/lib/config';
import { on } from '../../src/lib/events';
import { subscribe } from '../../src/lib/realtime';
import { messages } from './messages';

/** Realtime events that change the unread count (spec §7 channels and events). */
const COUNT_EVENTS = ['message', 'lead'] as const;

/**
 * Link to the inbox with the unread count. The count comes from the unread endpoint and,
 * when `live`, follows the account's private channel (a message or a lead); a rise is
 * announced politely to screen readers.
 */
export function InboxBadge({ channel, live }: { channel: string; live: boolean }) {
  const [count, setCount] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | null>(null);

  // Bumped by every pushed count, so an older fetch answering late cannot undo it.
  const version = useRef(0);
  const refresh = useRef<() => void>(() => {});

  useEffect(() => {
    const controller = new AbortController();
    refresh.current = async () => {
      const asked = version.current;
      const result = await call(unreadMessages, {}, { signal: controller.signal });
      if (result.ok && asked === version.current) setCount(result.data.numUnread);
    };
    refresh.current();
    const stopLocal = on('inbox:unread', ({ numUnread }) => {
      version.current += 1;
      setCount(numUnread);
    });
    return () => {
      controller.abort();
      stopLocal();
    };
  }, [channel]);

  useEffect(() => {
    if (!live) return undefined;
    // A chat message carries the new count (numPending); other events make us ask again.
    const onEvent = (data: unknown) => {
      const pending = (data as { numPending?: unknown } | null)?.numPending;
      if (typeof pending === 'number' && Number.isInteger(pending) && pending >= 0) {
        version.current += 1;
        setCount(pending);
      } else refresh.current();
    };
    const stops = COUNT_EVENTS.map((event) => subscribe(channel, event, onEvent));
    return () => stops.forEach((stop) => stop());
  }, [channel, live]);

  useEffect(() => {
    if (count !== null && previous.current !== null && count > previous.current) setAnnouncement(messages.unreadAnnouncement(count));
    previous.current = count;
  }, [count]);

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

function InboxIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z" />
      <path d="m3.5 6 8.5 7 8.5-7" />
    </svg>
  );
}
