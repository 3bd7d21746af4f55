import { useState } from 'react';
import { FragmentModal, type FragmentShown } from '../../src/ui/fragment/fragment-modal';
import { mountUiHost, type UiHost } from '../../src/ui/host/mount-host';
import { type FragmentSource } from '../../src/ui/fragment/load-fragment';
import { leadMessages as m } from './messages';

/** One step the lead modal shows: a lead form layer, a next step's HTML, the coupon page. */
export interface LeadStep {
  /** Names the modal until (or unless) the fragment's own heading does. */
  title: string;
  /** The loader of the server's fragment, or the fragment already cleaned (a next step's HTML). */
  source: FragmentSource;
  /** Called once the fragment is in the page (to enhance its form); returns the clean-up. */
  ready?: FragmentShown;
}

const MESSAGES = { loading: m.loading, failed: m.loadFailed, retry: m.retry };

let host: UiHost | undefined;

function LeadModal({ step }: { step: LeadStep | null }) {
  // Closed (null), the modal keeps its last step until it has left.
  const [last, setLast] = useState(step);
  if (step && step !== last) setLast(step);
  const shown = step ?? last;
  if (!shown) return null;
  return (
    <FragmentModal
      open={step !== null}
      onOpenChange={(open) => {
        if (!open) closeLeadModal();
      }}
      title={shown.title}
      titleFromFragment
      source={shown.source}
      messages={MESSAGES}
      onShow={shown.ready}
      variant="expanded"
    />
  );
}

/**
 * Shows a lead step in the one lead modal of the page, in place of what it showed. What it was
 * loading for the step before (a vendor's form the couple closed or left for another's) is
 * aborted: a late answer never replaces the step shown.
 */
export function showLeadModal(step: LeadStep): void {
  host = mountUiHost('lead-modal', <LeadModal step={step} />, { again: 'render' });
}

/** Closes the lead modal, dropping what it was loading. */
export function closeLeadModal(): void {
  host?.render(<LeadModal step={null} />);
}
