import { defineEnhancer } from '../../src/boot/define-widget';
import { sendAnalytics } from '../../src/lib/analytics';
import { getSiteConfig } from '../../src/lib/config';
import { importAgain } from '../../src/lib/import-again';
import { busyUntil } from '../../src/ui/busy';
import { createImpressionTracker, impressionsActive, watchTiles } from '../../src/lib/impressions';
import { rememberListing } from '../../src/lib/listing-memory';
import { readTile, vendorTilesPropsSchema } from './schema';

/** Spec §3: the analytics event of a batch of tiles seen. */
const IMPRESSION_EVENT = 'view_item_list';

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
  enhance(element, { list, category, listingId, listingType }) {
    let stopTiles = () => {};
    let tiles: Promise<void> | undefined;
    const listen = (on: boolean) => ENGAGE.forEach((type) => element[on ? 'addEventListener' : 'removeEventListener'](type, engage, { passive: type !== 'click' }));
    const engage = (event: Event) => {
      // A tap on a deal or a phone link before the chunk is there waits for it, then happens; if
      // the chunk cannot load (tried twice), the link's own page does the job, as without JavaScript.
      const action = event.type === 'click' && (event.target as Element).closest<HTMLAnchorElement>('a[data-deal],a[data-phone]');
      if (action) event.preventDefault();
      if (!tiles) {
        // Spec §3 pt: the listing used (pointed at, touched, tabbed into) is the session's last
        // listing, kept once for the lead that follows (which writes the cookie: listing-memory.ts).
        // In a task after this event: a page's first use of sessionStorage opens it (6-9 ms at
        // 4x CPU), which the tap's first frame need not wait for; a lead comes long after.
        if (listingType) setTimeout(() => rememberListing(listingType));
        const loading = (tiles = importAgain(() => import('./tiles')).then(({ enhanceTiles }) => {
          listen(false);
          if (element.isConnected) stopTiles = enhanceTiles(element, event);
        }));
        // The tiles stay the server's links; the next use asks again.
        loading.catch((error: unknown) => {
          console.error('[widgets] Widget "vendor-tiles": the tiles could not load.', error);
          if (tiles === loading) tiles = undefined;
        });
      }
      // Taken, and on its way, until the tiles' code answers it.
      if (action) busyUntil(action, tiles).then(() => action.click(), () => location.assign(action.href));
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
