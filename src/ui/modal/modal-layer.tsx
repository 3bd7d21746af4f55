import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { FLOATING_LAYER_ATTRIBUTE } from '../constants';

/** Props of {@link ModalLayer}. */
export interface ModalLayerProps {
  zIndex: number;
  /** Modifier of the overlay's class, e.g. `sidebar` gives `modal-overlay--sidebar`. */
  variant: string;
  children: ReactNode;
}

/**
 * Portal plus dimmed overlay shared by modals and alerts; the Dialog.Content goes inside.
 *
 * A plain element rather than Dialog.Overlay on purpose: Radix locks page scroll per overlay,
 * while the modal stack locks the page once for all modals of all widget roots (modal-stack.ts).
 * Pressing it still dismisses the dialog, since it lies outside Dialog.Content. It needs
 * `pointer-events: auto` because a modal Radix dialog turns them off on body.
 */
export function ModalLayer({ zIndex, variant, children }: ModalLayerProps) {
  return (
    <Dialog.Portal>
      <div className={`modal-overlay modal-overlay--${variant}`} style={{ zIndex, pointerEvents: 'auto' }}>
        {children}
      </div>
    </Dialog.Portal>
  );
}

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
  return document.querySelector(`[${FLOATING_LAYER_ATTRIBUTE}="tooltip"]`) !== null;
}
