import { FLOATING_LAYER_ATTRIBUTE } from '../constants';
import { query } from '../../lib/dom-query';

/**
 * Whether a press outside a dialog landed on a toast or tooltip. Those float above every modal
 * but outside its DOM, so Radix would count dismissing a toast as a click outside the modal.
 */
export function isOnFloatingLayer(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${FLOATING_LAYER_ATTRIBUTE}]`) !== null;
}

/**
 * Whether a tooltip is open. Radix catches Escape on the document before the tooltip's own
 * listener, so a modal lets that Escape through to close the tooltip first (WCAG 1.4.13: extra
 * content is dismissable without moving focus); the next Escape closes the modal.
 */
export function isTooltipOpen(): boolean {
  return query(`[${FLOATING_LAYER_ATTRIBUTE}="tooltip"]`) !== null;
}
