import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { NextStep } from '../../src/api/lead-schemas';
import { getSiteConfig } from '../../src/lib/config';
import { MultiCategoryModal } from './multi-category-modal';
import { preloadFromHtml } from '../../src/flows/multi-category/preload';


let open: { root: Root; container: HTMLElement } | undefined;

/**
 * Spec §4 nextStep multi_category_lead_modal: opens the multi-category lead in a modal. The
 * category tiles come preloaded in the step's html, as the JSON of a
 * `<script type="application/json" data-multi-category-preload>` (read inert, never inserted);
 * if it does not parse, loading ends silently (spec §8). One such modal a page: a second call
 * while it is open is ignored.
 */
export function openMultiCategoryModal(step: NextStep): void {
  if (open) return;
  const container = document.createElement('div');
  container.setAttribute('data-ui-host', 'multi-category-modal');
  document.body.append(container);
  const root = createRoot(container);
  open = { root, container };
  const closed = () => {
    // After Radix's exit and focus return (its own task), so the dialog leaves cleanly.
    setTimeout(() => {
      root.unmount();
      container.remove();
      if (open?.root === root) open = undefined;
    });
  };
  const isUS = getSiteConfig().country === 'US';
  root.render(createElement(MultiCategoryModal, { preload: preloadFromHtml(step.html), isUS, onClosed: closed }));
}
