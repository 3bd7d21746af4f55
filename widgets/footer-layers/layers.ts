import { contestFooter, coupleChoiceAwardsFooter, promoteInboundNumberFooter } from '../../src/api/listing';
import { storedValues } from '../../src/lib/stored-values';

/** Each footer layer (spec §2, §7): its endpoint, and the cookie that hides it when 1 (spec §9). */
export const LAYERS = {
  contest: { endpoint: contestFooter, hidden: storedValues.hideSCF },
  'promote-inbound-number': { endpoint: promoteInboundNumberFooter, hidden: storedValues.hidePromoteInboundNumber },
  'couple-choice-awards': { endpoint: coupleChoiceAwardsFooter, hidden: storedValues.hideCCA },
} as const;
export type LayerName = keyof typeof LAYERS;

export const LAYER_NAMES = Object.keys(LAYERS) as LayerName[];

/**
 * Spec §2: the layers are not shown on tablet widths or smaller, i.e. only from the desktop
 * breakpoint (1024 px, spec §9) up; site.css hides the slot below it too.
 */
export const WIDE_ENOUGH = '(min-width: 1024px)';
