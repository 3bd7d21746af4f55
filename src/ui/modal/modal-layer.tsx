import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

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
