import type { Country } from './config';
import type { VendorTileItem } from './analytics';
import { watchInView } from './in-view';

/** Spec §9: impressions leave in batches of 4, and what is left after 60 s without a new one. */
export const IMPRESSION_BATCH = 4;
export const IMPRESSION_IDLE_MS = 60_000;

/** Spec §7: impression tracking is active in the US and Canada only. */
export function impressionsActive(country: Country): boolean {
  return country === 'US' || country === 'CA';
}

export interface ImpressionTracker {
  /** A tile was seen; each tile counts once. */
  seen(item: VendorTileItem): void;
  /** Sends what waits now (the page is hidden or unloads). */
  flush(): void;
  stop(): void;
}

/**
 * Batches vendor tile impressions: every 4th seen tile sends the batch; 60 s after the last
 * tile seen, the rest goes. A tile is one impression per list and position.
 */
export function createImpressionTracker(send: (items: VendorTileItem[]) => void): ImpressionTracker {
  const counted = new Set<string>();
  let waiting: VendorTileItem[] = [];
  let idle: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(idle);
    idle = undefined;
    if (!waiting.length) return;
    const batch = waiting;
    waiting = [];
    send(batch);
  };
  return {
    seen(item) {
      const key = `${item.list}|${item.position}|${item.vendorId}`;
      if (counted.has(key)) return;
      counted.add(key);
      waiting.push(item);
      clearTimeout(idle);
      if (waiting.length >= IMPRESSION_BATCH) flush();
      else idle = setTimeout(flush, IMPRESSION_IDLE_MS);
    },
    flush,
    stop: () => clearTimeout(idle),
  };
}

/**
 * Reports each tile the first time half of it is in view. `read` gives the tile's data, or
 * undefined for a tile whose server data is malformed (it is skipped).
 */
export function watchTiles(tiles: Iterable<Element>, read: (tile: Element) => VendorTileItem | undefined, tracker: ImpressionTracker): () => void {
  return watchInView(tiles, (tile) => {
    const item = read(tile);
    if (item) tracker.seen(item);
  });
}
