import { defineEnhancer } from '../../src/boot/define-widget';
import { sendAnalytics } from '../../src/lib/analytics';
import { getSiteConfig } from '../../src/lib/config';
import { createImpressionTracker, impressionsActive, watchTiles } from '../../src/lib/impressions';
import { readTile, vendorImpressionsPropsSchema } from './schema';

/** Spec §3: the analytics event of a batch of tiles seen. */
export const IMPRESSION_EVENT = 'view_item_list';

/**
 * Vendor tile impressions (US and CA only): each tile of the list, seen half in view, is
 * reported once, in batches of 4 or after 60 s idle; what waits goes when the page is left.
 */
export default defineEnhancer({
  props: vendorImpressionsPropsSchema,
  enhance(element, { list, category, listingId }) {
    if (!impressionsActive(getSiteConfig().country)) return;
    const dimensions = { ...(category ? { category } : {}), ...(listingId ? { listingId } : {}) };
    const tracker = createImpressionTracker((items) => sendAnalytics(IMPRESSION_EVENT, dimensions, items));
    const stopWatching = watchTiles(element.querySelectorAll('[data-vendor-id]'), (tile) => readTile(tile, list), tracker);
    const onPageHide = () => tracker.flush();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      stopWatching();
      tracker.stop();
      window.removeEventListener('pagehide', onPageHide);
    };
  },
});
