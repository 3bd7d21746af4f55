import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useAdoptedStyles } from '../../lib/use-adopted-styles';
import tokensCss from '../../ui/tokens.css?inline';
import { FinishBlock, ZeroResults } from './blocks';
import { CategorySlider, tileLabel } from './category-slider';
import { VENDOR_MANAGER_URL } from './constants';
import { createFlow, type Flow } from './flow';
import { messages as m } from './messages';
import type { Preload } from './preload';
import { VendorForm } from './vendor-form';
import css from './multi-category.css?inline';

export interface MultiCategoryFlowProps {
  preload: Preload;
  /** Spec §2: US vendor tiles say 'Request pricing', others 'Message vendor'. */
  isUS: boolean;
  vendorManagerUrl?: string;
}

/**
 * The multi-category lead (spec §2/§4), the same in the modal and on the page: the category
 * slider, the current category's vendors and form (or the zero-results block), the finish block
 * once every category is contacted, and the feedback area, always present so that what it says
 * is announced.
 */
export function MultiCategoryFlow({ preload, isUS, vendorManagerUrl = VENDOR_MANAGER_URL }: MultiCategoryFlowProps) {
  useAdoptedStyles(['ui-tokens', tokensCss], ['multi-category', css]);
  const [flow] = useState(() => createFlow(preload));
  useEffect(() => {
    flow.start();
    return () => flow.stop();
  }, [flow]);
  const state = useStore(flow.store);
  const loading = state.loadingCategories || state.loadingVendors;
  return (
    <div className="mc" aria-busy={loading || state.sending || undefined}>
      {state.categories.length > 0 && (
        <CategorySlider categories={state.categories} currentId={state.currentId} onChoose={flow.choose} />
      )}
      {state.allContacted ? (
        <FinishBlock vendorManagerUrl={vendorManagerUrl} focus={state.round > 0} />
      ) : (
        <CurrentCategory flow={flow} isUS={isUS} />
      )}
      <output className="mc__feedback">
        {state.feedback === 'sending' ? m.sending : state.feedback === 'sent' ? m.sent : ''}
      </output>
    </div>
  );
}

/** The category shown: its title, then its vendors' form, the zero-results block or what loading says. */
function CurrentCategory({ flow, isUS }: { flow: Flow; isUS: boolean }) {
  const state = useStore(flow.store);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const category = state.categories.find((c) => c.id === state.currentId);
  const shown = !state.loadingVendors && state.round > 1;
  // A new category after a send or next: the person (and their screen reader) goes to its title.
  useLayoutEffect(() => {
    if (shown && state.vendors?.length) heading.current?.focus();
  }, [shown, state.round, state.vendors]);
  if (!category) return null;
  const label = tileLabel(category);
  return (
    <section className="section card multi-lead__form" aria-labelledby={titleId}>
      {/* Hair has no title (spec §2): its name is there for screen readers only. */}
      <h2 ref={heading} id={titleId} className={category.title ? 'section__title' : 'visually-hidden'} tabIndex={-1}>
        {label}
      </h2>
      {state.loadingVendors && <p className="mc-loading">{m.loadingVendors}</p>}
      {state.loadError && <p role="alert">{state.loadError}</p>}
      {state.vendors?.length === 0 && <ZeroResults onContinue={flow.next} focus={state.round > 1} />}
      {state.vendors && state.vendors.length > 0 && state.config && (
        <VendorForm
          key={state.round}
          categoryId={category.id}
          vendors={state.vendors}
          config={state.config}
          isUS={isUS}
          checked={state.checked}
          onCheck={flow.check}
          onSend={flow.send}
        />
      )}
    </section>
  );
}
