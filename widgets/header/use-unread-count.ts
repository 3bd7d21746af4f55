import { useCallback, useEffect, useRef, useState } from 'react';
import type { RealtimeChannel } from '../../src/api/realtime-events';
import { createCount, lastShownCount, type Count, type CountOf } from './unread-count';

/**
 * The account's count for the React header, null until known (unread-count.ts says where it
 * comes from): asked again when `channel` changes, followed live once `live`. It starts from
 * the count the server's header showed last, so nothing blinks when the React header takes over.
 */
export function useUnreadCount(channel: RealtimeChannel, live: boolean, of: CountOf = 'user'): number | null {
  const [count, setCount] = useCountState(lastShownCount(of));
  const counter = useRef<Count | undefined>(undefined);

  useEffect(() => {
    const made = createCount(of, setCount);
    counter.current = made;
    made.refresh();
    return () => made.stop();
  }, [channel, setCount, of]);

  useEffect(() => (live ? counter.current?.follow(channel) : undefined), [channel, live, of]);

  return count;
}

type SetCount = (count: number) => void;

/**
 * The count, with a setter that reaches React only when the count changes: React keeps a
 * setState that changes nothing queued on the hook until the component renders again
 * (react#28981), and a page with a conversation open hears the same count after every message
 * it reads, all day.
 */
function useCountState(initial: number | null): [number | null, SetCount] {
  const [count, setShown] = useState<number | null>(initial);
  const shown = useRef<number | null>(initial);
  const setCount = useCallback((next: number) => {
    if (next === shown.current) return;
    shown.current = next;
    setShown(next);
  }, []);
  return [count, setCount];
}
