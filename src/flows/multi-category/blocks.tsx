import { useLayoutEffect, useRef } from 'react';
import { messages as m } from './messages';

/** Takes the focus when shown after something the person did (not when the flow first shows). */
function useFocusOnShow<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}

/** Spec §2: zero vendors in this category; 'Continue browsing' moves on. */
export function ZeroResults({ onContinue, focus }: { onContinue: () => void; focus: boolean }) {
  const ref = useFocusOnShow<HTMLParagraphElement>(focus);
  return (
    <div className="mc-block">
      <p ref={ref} tabIndex={-1} className="mc-block__text">
        {m.zeroResults}
      </p>
      <button type="button" className="btn btn--primary" onClick={onContinue}>
        {m.continueBrowsing}
      </button>
    </div>
  );
}

/** Spec §2: every category contacted. */
export function FinishBlock({ vendorManagerUrl, focus }: { vendorManagerUrl: string; focus: boolean }) {
  const ref = useFocusOnShow<HTMLParagraphElement>(focus);
  return (
    <div className="mc-block">
      <p ref={ref} tabIndex={-1} className="mc-block__text">
        {m.finished}
      </p>
      <a className="btn btn--primary" href={vendorManagerUrl}>
        {m.vendorManager}
      </a>
    </div>
  );
}
