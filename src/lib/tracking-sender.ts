import { call } from '../api/call';
import { internalTracking, type FormTracking } from '../api/tracking';
import { flattenPayload } from '../api/wire';

/** Spec §9: the timeline send interval; queued field changes leave at least this often. */
export const TIMELINE_INTERVAL_MS = 60_000;
/**
 * Browsers give keepalive requests 64 kB of body in all (sendBeacon shares the quota): what
 * leaves as the page unloads goes in one request of at most this size.
 */
export const MAX_UNLOAD_BODY = 60_000;
/** Queued changes leave early once they are this big, so the unload request has room for the abandons. */
export const MAX_TIMELINE_BODY = 16_000;

/** Builds a form's abandon tracking when the page unloads (its history as it is then). */
export type AbandonSource = () => FormTracking;

/**
 * Posts form trackings to /trace/internalTracking.php, one sender for the page. Field changes
 * wait in a timeline (sent every 60 s, or with the form's next tracking); every other action
 * leaves at once, after the changes queued before it. Pending abandons and the timeline leave
 * when the page is hidden or unloads, as keepalive requests that outlive the page.
 */
export interface TrackingSender {
  /** Sends a tracking now, with the queued changes ahead of it. */
  send(tracking: FormTracking): void;
  /** Queues a field change for the timeline. */
  queue(tracking: FormTracking): void;
  /** Keeps a form's abandon pending until it is cancelled or the page unloads. */
  armAbandon(source: AbandonSource): void;
  /** Cancels a pending abandon (the form was sent). */
  cancelAbandon(source: AbandonSource): void;
  /** Sends the timeline and every pending abandon now, as keepalive requests (what unloading does). */
  flushOnUnload(): void;
  /** Stops listening to the page's unload (tests). */
  stop(): void;
}

export function createTrackingSender(win: Window = window): TrackingSender {
  let timeline: FormTracking[] = [];
  let timelineBytes = 0;
  const abandons = new Set<AbandonSource>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const post = (trackings: FormTracking[], keepalive = false) => {
    // The answer is not read (spec §7); a failed post is not retried.
    if (trackings.length) void call(internalTracking, { trackings }, { keepalive });
  };
  const takeTimeline = () => {
    clearTimeout(timer);
    timer = undefined;
    const queued = timeline;
    timeline = [];
    timelineBytes = 0;
    return queued;
  };
  const flushOnUnload = () => {
    const abandoned = Array.from(abandons, (source) => source());
    // Sent once: a form typed into again after the page comes back arms a new abandon.
    abandons.clear();
    post(fitForUnload(takeTimeline(), abandoned, MAX_UNLOAD_BODY), true);
  };
  // A hidden page may never be shown again (a phone switching apps may kill it without
  // pagehide): what changed leaves now. The abandon waits until the page is really left.
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') post(takeTimeline(), true);
  };
  // pagehide: the page unloads or enters the back/forward cache; freeze: the browser stops a
  // hidden page, which it may then discard without any other event.
  win.addEventListener('pagehide', flushOnUnload);
  win.document.addEventListener('freeze', flushOnUnload);
  win.document.addEventListener('visibilitychange', onVisibility);

  return {
    send: (tracking) => post([...takeTimeline(), tracking]),
    queue: (tracking) => {
      timeline.push(tracking);
      timelineBytes += encodedSize(tracking);
      if (timelineBytes > MAX_TIMELINE_BODY) post(takeTimeline());
      else timer ??= setTimeout(() => post(takeTimeline()), TIMELINE_INTERVAL_MS);
    },
    armAbandon: (source) => void abandons.add(source),
    cancelAbandon: (source) => void abandons.delete(source),
    flushOnUnload,
    stop: () => {
      clearTimeout(timer);
      win.removeEventListener('pagehide', flushOnUnload);
      win.document.removeEventListener('freeze', flushOnUnload);
      win.document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

/**
 * What one unload request carries within `maxBytes`: every abandon that fits first (each holds
 * its form's whole history), then the queued changes that still fit, oldest first; sent in the
 * order they happened (changes, then abandons). What does not fit would be refused by the browser.
 */
export function fitForUnload(timeline: readonly FormTracking[], abandons: readonly FormTracking[], maxBytes: number): FormTracking[] {
  let room = maxBytes;
  const fits = (tracking: FormTracking) => {
    const bytes = encodedSize(tracking);
    if (bytes > room) return false;
    room -= bytes;
    return true;
  };
  const keptAbandons = abandons.filter(fits);
  return [...timeline.filter(fits), ...keptAbandons];
}

/** Bytes of one tracking as `trackings[n][…]=…&` form fields (n up to three digits). */
function encodedSize(tracking: FormTracking): number {
  const body = new URLSearchParams();
  for (const [key, value] of flattenPayload({ trackings: { 999: tracking } })) if (typeof value === 'string') body.append(key, value);
  return new TextEncoder().encode(body.toString()).length + 1;
}

let shared: TrackingSender | undefined;

/** The page's one tracking sender, created on first use. */
export function trackingSender(): TrackingSender {
  return (shared ??= createTrackingSender());
}
