import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';
import { enhanceClickableTile } from './clickable-tile';
import { enhanceFooterLayers } from './footer-layers';
import { LAYER_NAMES, type LayerName } from './layers';
import { enhancePromoBar } from './promo-bar';

const propsSchema = z.object({
  /** Which block the element is. */
  block: z.enum(['promo-bar', 'tile', 'footer-layers']),
  /** Footer layers: the layers the server still shows, space-separated, in order. */
  layers: z._default(
    z.pipe(
      z.string(),
      z.transform((names) => names.split(/\s+/).filter((name): name is LayerName => (LAYER_NAMES as readonly string[]).includes(name))),
    ),
    [],
  ),
  /** Footer layers: '1' when the visitor gave personalization consent; only then is a close remembered (spec §9). */
  personalization: z._default(z.enum(['0', '1']), '0'),
});

/**
 * The home page's blocks that need a little JavaScript (spec §2): the promotional bar's close,
 * the dashboard tiles clickable as a whole, the footer layers (whose calls and sanitizer come in
 * a chunk of their own). One widget for the three keeps the runtime's list of widgets, which
 * every page loads before the first touch, one entry longer rather than three: the listing has
 * room for one (17 kB, scripts/performance.browser.test.ts).
 */
export default defineEnhancer({
  props: propsSchema,
  enhance(element, { block, layers, personalization }) {
    if (block === 'promo-bar') return enhancePromoBar(element);
    if (block === 'tile') return enhanceClickableTile(element);
    return enhanceFooterLayers(element, layers, personalization === '1');
  },
});
