import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { FLOATING_LAYER_ATTRIBUTE, TOAST_DURATION_MS } from '../constants';
import { uiMessages } from '../messages';
import { dismissToast, toastStore, type Toast } from './toast-store';
import { useAdoptedStyles } from '../../lib/use-adopted-styles';
import tokensCss from '../tokens.css?inline';
import toastCss from './toast.css?inline';

/**
 * How long a new live region sits empty before it shows messages. Screen readers announce changes
 * to live regions they already know about; a region inserted together with its text is missed, and
 * the region is created on the first `showToast` unless boot mounted it earlier.
 */
export const LIVE_REGION_SETTLE_MS = 100;

function ToastItem({ toast }: { toast: Toast }) {
  const { action } = toast;
  useEffect(() => {
    // A toast with an action stays until used or dismissed (WCAG 2.2.1: no time limit on it).
    if (action) return undefined;
    // Counted from when the toast is on screen, so the settle delay does not shorten it.
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, action]);

  return (
    // Inline, not only in CSS: an open modal turns pointer events off on body, and the dismiss
    // button must stay usable even before the stylesheet arrives.
    <div className={`toast toast--${toast.tone}`} style={{ pointerEvents: 'auto' }}>
      <p className="toast__message">{toast.message}</p>
      {action && (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            dismissToast(toast.id);
            action.run();
          }}
        >
          {action.label}
        </button>
      )}
      <button type="button" className="toast__dismiss" aria-label={uiMessages.dismissToast} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The page's polite live region for toasts. It is always in the DOM (empty when idle); the explicit
 * aria-live also keeps it out of the aria-hidden that an open modal puts on the rest of the page.
 * role=status implies aria-atomic=true, turned off so a new toast does not re-read older ones.
 */
export function ToastRegion() {
  // Added when first committed, not on import, so unused primitives tree-shake away.
  useAdoptedStyles(['ui-tokens', tokensCss], ['ui-toast', toastCss]);
  const toasts = useStore(toastStore, (state) => state.toasts);
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), LIVE_REGION_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a live region div is announced everywhere; <output> is not
    <div role="status" aria-live="polite" aria-atomic="false" className="toast-region" {...{ [FLOATING_LAYER_ATTRIBUTE]: '' }}>
      {settled && toasts.map((toast) => <ToastItem key={toast.id} toast={toast} />)}
    </div>
  );
}
