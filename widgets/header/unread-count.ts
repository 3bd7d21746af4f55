import { pendingCountOf, type RealtimeChannel } from '../../src/api/realtime-channels';
import { on } from '../../src/lib/events';
import { importAgain } from '../../src/lib/import-again';
import { subscribe } from '../../src/lib/realtime';
import { countMessages as messages } from './count-messages';

/** Realtime events that change the count (spec §7 channels and events). */
const COUNT_EVENTS = ['message', 'lead', 'adminAction'] as const;

/** Whose count: a couple's unread messages, or a vendor's pending requests (spec §6). */
export type CountOf = 'user' | 'vendor';
const WHO = 'Widget "header"';

/** The inbox link's accessible name for a count (null: not known, or none). */
export function inboxLabel(count: number | null, of: CountOf): string {
  if (of === 'vendor') return count ? messages.requestsPending(count) : messages.requests;
  return count ? messages.inboxUnread(count) : messages.inbox;
}

/** What the status region says when the count rises. */
export function riseAnnouncement(count: number, of: CountOf): string {
  return of === 'vendor' ? messages.pendingAnnouncement(count) : messages.unreadAnnouncement(count);
}

/** The badge's text: the count, 99+ above 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The last count the page showed, so a header that takes over from another starts from it. */
const lastShown: Record<CountOf, number | null> = { user: null, vendor: null };
export function lastShownCount(of: CountOf): number | null {
  return lastShown[of];
}

export interface Count {
  /** Asks the endpoint again (an answer older than a pushed count is dropped). */
  refresh(): void;
  /** Follows the account's private channel (a message, a lead, an admin action); returns the function that stops. */
  follow(channel: RealtimeChannel): () => void;
  stop(): void;
}

/**
 * The account's count, for whichever header shows it (the server's, live without React, or the
 * React one): a couple's unread messages, or a vendor's pending requests (spec §6:
 * /emp-AdminSolicitudesPending.php). It comes from its endpoint (`refresh`), from the
 * `inbox:unread` event of this page and, once followed, from the account's private channel: a
 * chat message carries the new count (numPending); a lead or an admin action makes it ask again,
 * and each is also shown to a vendor. `set` hears every count, the same one again included.
 */
export function createCount(of: CountOf, set: (count: number) => void, known: number | null = null): Count {
  // Bumped by every pushed count, so an older fetch answering late cannot undo it.
  let version = 0;
  const controller = new AbortController();
  if (known !== null) lastShown[of] = known;
  const show = (count: number) => {
    lastShown[of] = count;
    set(count);
  };
  const push = (count: number) => {
    version += 1;
    show(count);
  };
  const refresh = () => {
    const asked = version;
    void fetchCount(of, controller.signal).then((count) => {
      if (count !== undefined && asked === version && !controller.signal.aborted) show(count);
    });
  };
  const stopLocal = on('inbox:unread', ({ numUnread }) => push(numUnread));

  const onEvent = (event: (typeof COUNT_EVENTS)[number], data: unknown) => {
    const pending = event === 'message' ? pendingCountOf(data) : undefined;
    if (pending !== undefined) return push(pending);
    refresh();
    if (event === 'message') return;
    // A vendor's new request or the site's action is also shown (lead-notification.ts): its parser comes with it.
    void loadAccountData().then((account) => {
      if (event === 'lead') {
        const lead = account?.parseRealtimeEvent('lead', data, WHO);
        if (lead) account?.showLeadNotification(lead);
      } else {
        const action = account?.parseRealtimeEvent('adminAction', data, WHO);
        if (action) account?.showAdminNotification(action);
      }
    });
  };

  return {
    refresh,
    follow(channel) {
      // The realtime client alone (pusher-js comes with its first connection): the API client and the events' schemas come with the first event that needs them.
      const stops = COUNT_EVENTS.map((event) => subscribe(channel, event, (payload) => onEvent(event, payload)));
      return () => stops.forEach((stop) => stop());
    },
    stop() {
      controller.abort();
      stopLocal();
    },
  };
}

/** The count from its endpoint; undefined when it could not be had. */
async function fetchCount(of: CountOf, signal: AbortSignal): Promise<number | undefined> {
  const data = await loadAccountData();
  if (!data) return undefined;
  if (of === 'vendor') return data.call(data.vendorPendingCount, {}, { signal }).then((result) => (result.ok ? result.data.numPending : undefined));
  return data.call(data.unreadMessages, {}, { signal }).then((result) => (result.ok ? result.data.numUnread : undefined));
}

/**
 * The account chunk, tried once more when it fails; undefined (and a console error) when it
 * still cannot load: the badge, a link to the inbox, then shows no new count.
 */
function loadAccountData() {
  return importAgain(() => import('./account-data')).catch((error: unknown) => {
    console.error('[widgets] Widget "header": the unread count could not be loaded.', error);
    return undefined;
  });
}
