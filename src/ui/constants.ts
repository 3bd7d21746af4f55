/** How long a toast stays on screen (spec §9: toast 6000 ms). */
export const TOAST_DURATION_MS = 6000;

/** Hover delay before a tooltip opens, so sweeping the pointer across the page does not flash them. */
export const TOOLTIP_OPEN_DELAY_MS = 200;

/**
 * Stacking order of the primitives on a legacy page whose own layers sit below 1000.
 * Each open modal takes `MODAL_Z_BASE + position * MODAL_Z_STEP`; toasts and tooltips stay above
 * every modal so a tooltip inside a modal, or a toast confirming a modal's action, is visible.
 */
export const Z_INDEX = { modalBase: 1000, modalStep: 10, toast: 5000, tooltip: 6000 } as const;

/**
 * Marks UI that floats outside a modal's DOM (toasts, tooltips): pressing it must not count as
 * "clicking outside" and close the modal underneath.
 */
export const FLOATING_LAYER_ATTRIBUTE = 'data-ui-floating-layer';
