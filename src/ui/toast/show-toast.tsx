import { mountUiHost } from '../host/mount-host';
import { ToastRegion } from './toast-region';
import { addToast, type ToastAction, type ToastTone } from './toast-store';

/** Options of {@link showToast}. */
export interface ShowToastOptions {
  tone?: ToastTone;
  /** A button in the toast ("Try again"); such a toast stays until used or dismissed. */
  action?: ToastAction;
}

/**
 * Puts the page's (empty) toast live region in document.body ahead of any message. Boot may call
 * it at start-up so even the first toast is announced without delay; showToast calls it anyway.
 */
export function mountToastRegion(): void {
  mountUiHost('toast', <ToastRegion />);
}

/**
 * Shows `message` as a toast announced politely to screen readers; it leaves after
 * TOAST_DURATION_MS (6000 ms) or when dismissed. Returns the toast's id for `dismissToast`.
 *
 * @example
 * showToast('Messages sent!', { tone: 'success' });
 */
export function showToast(message: string, options: ShowToastOptions = {}): number {
  mountToastRegion();
  return addToast(message, options.tone ?? 'info', options.action);
}
