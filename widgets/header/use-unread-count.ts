import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { RealtimeChannel } from '../../src/api/realtime-events';
import { on } from '../../src/lib/events';
import { importAgain } from '../../src/lib/import-again';

/** Realtime events that change the count (spec §7 channels and events). */
const COUNT_EVENTS = ['message', 'lead', 'adminAction'] as const;

/** Whose count: a couple's unread messages, or a vendor's pending requests (spec §6). */
export type CountOf = 'user' | 'vendor';
const WHO = 'Widget "header"';

/**
 * The account's count, null until known: a couple's unread messages, or a vendor's pending
 * requests (spec §6: /emp-AdminSolicitudesPending.php). It comes from its endpoint (asked again
 * when `channel` changes), from the `inbox:unread` event of this page and, when `live`, from the
 * account's private channel (a message, a lead, an admin action: each also shown to a vendor).
 */
export function useUnreadCount(channel: RealtimeChannel, live: boolean, of: CountOf = 'user'): number | null {
  const [count, setCount] = useCountState();

  // Bumped by every pushed count, so an older fetch answering late cannot undo it.
  const version = useRef(0);
  const refresh = useRef<() => void>(() => {});

  useEffect(() => {
    const controller = new AbortController();
    refresh.current = () => fetchCount(controller.signal, version, setCount, of);
    refresh.current();
    const stopLocal = on('inbox:unread', ({ numUnread }) => pushCount(version, setCount, numUnread));
    return () => {
      controller.abort();
      stopLocal();
    };
  }, [channel, setCount, of]);

  useEffect(() => {
    if (!live) return undefined;
    // A chat message carries the new count (numPending); other events make us ask again.
    const onEvent = (event: (typeof COUNT_EVENTS)[number], data: unknown, account: AccountData) => {
      if (event === 'lead') {
        // A vendor's new request is also shown (lead-notification.ts).
        const lead = account.parseRealtimeEvent('lead', data, WHO);
        if (lead) account.showLeadNotification(lead);
      }
      if (event === 'adminAction') {
        const action = account.parseRealtimeEvent('adminAction', data, WHO);
        if (action) account.showAdminNotification(action);
      }
      const pending = event === 'message' ? account.pendingCountOf(data) : undefined;
      if (pending === undefined) refresh.current();
      else pushCount(version, setCount, pending);
    };
    let stops: (() => void)[] | undefined;
    let stopped = false;
    void loadAccountData().then((data) => {
      if (data && !stopped) stops = COUNT_EVENTS.map((event) => data.subscribe(channel, event, (payload) => onEvent(event, payload, data)));
    });
    return () => {
      stopped = true;
      stops?.forEach((stop) => stop());
    };
  }, [channel, live, setCount]);

  return count;
}

type SetCount = (count: number) => void;

/**
 * The count, with a setter that reaches React only when the count changes: React keeps a
 * setState that changes nothing queued on the hook until the component renders again
 * (react#28981), and a page with a conversation open hears the same count after every message
 * it reads, all day.
 */
function useCountState(): [number | null, SetCount] {
  const [count, setShown] = useState<number | null>(null);
  const shown = useRef<number | null>(null);
  const setCount = useCallback((next: number) => {
    if (next === shown.current) return;
    shown.current = next;
    setShown(next);
  }, []);
  return [count, setCount];
}
type AccountData = NonNullable<Awaited<ReturnType<typeof loadAccountData>>>;

/** Fetches the count and sets it, unless a count was pushed while the request was out. */
async function fetchCount(signal: AbortSignal, version: RefObject<number>, setCount: SetCount, of: CountOf) {
  const asked = version.current;
  const data = await loadAccountData();
  if (!data) return;
  const count =
    of === 'vendor'
      ? await data.call(data.vendorPendingCount, {}, { signal }).then((result) => (result.ok ? result.data.numPending : undefined))
      : await data.call(data.unreadMessages, {}, { signal }).then((result) => (result.ok ? result.data.numUnread : undefined));
  if (count !== undefined && asked === version.current) setCount(count);
}

/** Sets a count pushed to the page; bumping the version outdates any fetch under way. */
function pushCount(version: RefObject<number>, setCount: SetCount, count: number) {
  version.current += 1;
  setCount(count);
}

/**
 * The account chunk, tried once more when it fails; undefined (and a console error) when it
 * still cannot load: the badge, a link to the inbox, then shows no count.
 */
function loadAccountData() {
  return importAgain(() => import('./account-data')).catch((error: unknown) => {
    console.error('[widgets] Widget "header": the unread count could not be loaded.', error);
    return undefined;
  });
}
