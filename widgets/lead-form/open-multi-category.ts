import { createElement } from 'react';
import type { NextStep } from '../../src/api/lead-schemas';
import { getSiteConfig } from '../../src/lib/config';
import { mountUiHost } from '../../src/ui/host/mount-host';
import { preloadFromHtml } from '../../src/flows/multi-category/preload';
import { MultiCategoryModal } from './multi-category-modal';

/**
 * Spec §4 nextStep multi_category_lead_modal: opens the multi-category lead in a modal. The
 * category tiles come preloaded in the step's html, as the JSON of a
 * `<script type="application/json" data-multi-category-preload>` (read inert, never inserted);
 * if it does not parse, loading ends silently (spec §8). One such modal a page, in its own host
 * while it is open: a second call meanwhile is ignored.
 */
export function openMultiCategoryModal(step: NextStep): void {
  const isUS = getSiteConfig().country === 'US';
  // Closed, the host goes (after the dialog's exit): the next step opens a new one.
  const modal = createElement(MultiCategoryModal, { preload: preloadFromHtml(step.html), isUS, onClosed: () => host.close() });
  const host = mountUiHost('multi-category-modal', modal);
}
