import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';
import { readValue } from '../../src/lib/stored-value';
import { LAYER_NAMES, LAYERS, WIDE_ENOUGH, type LayerName } from './layers';
import { showLayers } from './show-layers';

const propsSchema = z.object({
  /** The layers the server still shows, space-separated, in order. */
  layers: z.pipe(
    z.string(),
    z.transform((names) => names.split(/\s+/).filter((name): name is LayerName => (LAYER_NAMES as string[]).includes(name))),
  ),
  /** '1' when the visitor gave personalization consent: only then is a close remembered (spec §9). */
  personalization: z._default(z.enum(['0', '1']), '0'),
});

/**
 * The footer layers (spec §2 Homepage, §7, §9): the contest, promote-inbound-number and couple
 * choice awards banners, whose HTML comes from their endpoints. Woken when the page's footer
 * slot comes into view; on tablets or smaller it asks for nothing, nor for a layer whose cookie
 * is 1. A layer that cannot load stays absent: the slot is empty and takes no room.
 */
export default defineEnhancer({
  props: propsSchema,
  enhance(slot, { layers, personalization }) {
    if (!matchMedia(WIDE_ENOUGH).matches) return;
    const wanted = layers.filter((name) => readValue(LAYERS[name].hidden) !== '1');
    if (!wanted.length) return;
    const controller = new AbortController();
    void showLayers(slot, wanted, { remember: personalization === '1', signal: controller.signal });
    return () => {
      controller.abort();
      slot.replaceChildren();
    };
  },
});
