import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';
import { enhanceSlider } from '../../src/ui/slider/slider';
import { enhanceRealWeddings } from './real-weddings';
import { enhanceRecommendations } from './recommendations';
import { enhanceVendorSlider } from './vendor-slider';

const positiveInt = z.coerce.number().check(z.int(), z.positive());

/** What the server writes on a slider: its kind, and what the kind's calls send. */
export const slidersPropsSchema = z.object({
  kind: z._default(z.enum(['slides', 'vendors', 'recommendations', 'real-weddings']), 'slides'),
  /** vendors: the vendors of the featured or awards slider. */
  vendorIds: z._default(z.array(positiveInt), []),
  /** vendors: 1 for the choice-awards slider. */
  isVendorAwards: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(1))),
  /** real-weddings: the storefront's vendor. */
  vendorId: z.optional(positiveInt),
});

/**
 * The sliders of the home page and the storefront's real weddings (spec §2), each the server's
 * HTML enhanced by the slider primitive (slider.ts), by kind:
 * - slides: slides the server printed (last searches, real-weddings couples), woken by a touch;
 * - vendors: the featured or choice-awards slider, woken near the viewport, which loads its slides;
 * - recommendations: the recommendation tabs, woken by a touch, which load a tab's slides;
 * - real-weddings: the storefront's, which loads more at its end.
 * One chunk for all, so the runtime lists one widget; their calls (requests.ts) load with the
 * first of them, so neither the runtime's list nor this chunk carries the API client.
 */
export default defineEnhancer({
  props: slidersPropsSchema,
  enhance(element, props) {
    switch (props.kind) {
      case 'vendors':
        return enhanceVendorSlider(element, props.vendorIds, props.isVendorAwards);
      case 'recommendations':
        return enhanceRecommendations(element);
      case 'real-weddings':
        if (!props.vendorId) throw new Error('A real-weddings slider needs its vendorId.');
        return enhanceRealWeddings(element, props.vendorId);
      case 'slides': {
        const slider = enhanceSlider(element);
        return () => slider.stop();
      }
    }
  },
});
