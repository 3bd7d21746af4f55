/** The footer layers (spec §2), by the names the server gives them in its slot, in their order. */
export const LAYER_NAMES = ['contest', 'promote-inbound-number', 'couple-choice-awards'] as const;
export type LayerName = (typeof LAYER_NAMES)[number];

/**
 * Spec §2: the layers are not shown on tablet widths or smaller, i.e. only from the desktop
 * breakpoint (1024 px, spec §9) up; site.css shows their stack only there too.
 */
export const WIDE_ENOUGH = '(min-width: 1024px)';
