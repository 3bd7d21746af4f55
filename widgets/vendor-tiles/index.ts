import { defineEnhancer } from '../../src/boot/define-widget';
import { sendAnalytics } from '../../src/lib/analytics';
import { getSiteConfig } from '../../src/lib/config';
import { createImpressionTracker, impressionsActive, watchTiles } from '../../src/lib/impressions';
import { readTile, vendorTilesPropsSchema } from './schema';

/** Spec §3: the analytics event of a batch of tiles seen. */
const IMPRESSION_EVENT = 'view_item_list';

/** The tiles' own code (galleries, deals, phones), read at each load, so a test can make it fail as a lost chunk would. */
export const tilesChunk = { load: () => import('./tiles') };

/** What first tells us the visitor is using the list: its tiles' galleries, deals and phones then load. */
const ENGAGE = ['pointerover', 'focusin', 'touchstart', 'click'];

/**
 * A list of vendor tiles. Impressions (US and CA only): each tile seen half in view is
 * reported once, in batches of 4 or after 60 s idle; what waits goes when the page is left.
 * The tiles themselves (galleries, deal tooltips, phone reveal) are enhanced near the viewport
 * by a chunk of their own, fetched when the visitor first touches, points at or tabs into the
 * list: nothing of it counts in the page's JavaScript before interaction.
 */
export default defineEnhancer({
  props: vendorTilesPropsSchema,
  enhance(element, { list, category, listingId }) {
    let stopTiles = () => {};
    let tiles: Promise<void> | undefined;
    const listen = (on: boolean) => ENGAGE.forEach((type) => element[on ? 'addEventListener' : 'removeEventListener'](type, engage, { passive: type !== 'click' }));
    const engage = (event: Event) => {
      // A tap on a deal or a phone link before the chunk is there waits for it, then happens.
      const action = event.type === 'click' && (event.target as Element).closest<HTMLElement>('[data-deal],[data-phone]');
      if (action) event.preventDefault();
      tiles ??= tilesChunk.load().then(({ enhanceTiles }) => {
        listen(false);
        if (element.isConnected) stopTiles = enhanceTiles(element, event);
      });
      if (action) void tiles.then(() => action.click());
    };
    listen(true);
    const stop = () => {
      listen(false);
      stopTiles();
    };
    if (!impressionsActive(getSiteConfig().country)) return stop;
    const dimensions = { ...(category ? { category } : {}), ...(listingId ? { listingId } : {}) };
    const tracker = createImpressionTracker((items) => sendAnalytics(IMPRESSION_EVENT, dimensions, items));
    const stopWatching = watchTiles(element.querySelectorAll('[data-vendor-id]'), (tile) => readTile(tile, list), tracker);
    const onPageHide = () => tracker.flush();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      stop();
      stopWatching();
      tracker.stop();
      window.removeEventListener('pagehide', onPageHide);
    };
  },
});
