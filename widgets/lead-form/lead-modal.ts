import { openFragmentDialog, type FragmentDialogHandle, type FragmentShownIn } from '../../src/ui/fragment/fragment-dialog';
import { type FragmentSource } from '../../src/ui/fragment/load-fragment';
import { leadMessages as m } from './messages';

/** One step the lead modal shows: a lead form layer, a next step's HTML, the coupon page. */
export interface LeadStep {
  /** Names the modal until (or unless) the fragment's own heading does. */
  title: string;
  /** The loader of the server's fragment, or the fragment already cleaned (a next step's HTML). */
  source: FragmentSource;
  /** Called once the fragment is in the page (to enhance its form); returns the clean-up. */
  ready?: FragmentShownIn;
}

const MESSAGES = { loading: m.loading, failed: m.loadFailed, retry: m.retry };

/** The page's one lead modal, while it is open. */
let modal: FragmentDialogHandle | null = null;

/**
 * Shows a lead step in the one lead modal of the page, in place of what it showed. What it was
 * loading for the step before (a vendor's form the couple closed or left for another's) is
 * aborted: a late answer never replaces the step shown. No React: a tap on a tile's Request
 * pricing waits only for the form's code and the form (src/ui/fragment/fragment-dialog.ts).
 */
export function showLeadModal(step: LeadStep): void {
  const view = { title: step.title, titleFromFragment: true, source: step.source, onShow: step.ready };
  if (modal) return modal.show(view);
  const opened: FragmentDialogHandle | null = openFragmentDialog({
    ...view,
    messages: MESSAGES,
    variant: 'expanded',
    onClose: () => {
      if (modal === opened) modal = null;
    },
  });
  modal = opened;
}

/** Closes the lead modal, dropping what it was loading. */
export function closeLeadModal(): void {
  modal?.close();
}
