import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';
import { enhanceSlider } from '../../src/ui/slider/slider';

/**
 * A slider whose slides the server printed (the home page's last searches and real-weddings
 * couples): arrows, arrow keys and edges (src/ui/slider). Woken by the first touch: until then
 * the list already scrolls and snaps under a finger.
 */
export default defineEnhancer({
  props: z.object({}),
  enhance(element) {
    const slider = enhanceSlider(element);
    return () => slider.stop();
  },
});
