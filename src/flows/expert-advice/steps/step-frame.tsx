import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { messages as m } from '../messages';
import { expertAdviceStore, goBack } from '../store';

/** Props of {@link StepFrame}. */
export interface StepFrameProps {
  title: string;
  children?: ReactNode;
  /** The step's main button (Next, Let's go…); Back comes before it when there is history. */
  primary?: ReactNode;
  /** Buttons after the main one (Not now). */
  secondary?: ReactNode;
  /** Whether Back is offered (not on the first step, nor once a call is booked). */
  back?: boolean;
  /** What the alert says when the step's save failed; the generic save failure by default. */
  failedMessage?: string;
}

/**
 * One step: its heading, its content, the save error if any, and its buttons. The heading takes
 * the focus when a step replaces another, so a screen reader hears where the person is now;
 * the first step of a run gets the dialog's own initial focus instead.
 */
export function StepFrame({ title, children, primary, secondary, back = true, failedMessage = m.saveFailed }: StepFrameProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const failed = useStore(expertAdviceStore, (s) => s.failed);
  const canGoBack = useStore(expertAdviceStore, (s) => s.history.length > 1);
  const busy = useStore(expertAdviceStore, (s) => s.busy);

  useEffect(() => {
    if (expertAdviceStore.getState().moved) heading.current?.focus();
  }, []);

  return (
    <section className="expert-advice__step" aria-labelledby={id} aria-busy={busy || undefined}>
      <h3 className="expert-advice__title" id={id} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {children}
      {failed && (
        <p className="form__error expert-advice__error" role="alert">
          {failedMessage}
        </p>
      )}
      <div className="expert-advice__actions">
        {back && canGoBack && (
          <button type="button" className="btn btn--ghost" onClick={() => goBack()} disabled={busy}>
            {m.back}
          </button>
        )}
        {primary}
        {secondary}
      </div>
    </section>
  );
}

/** The main button of a step: disabled until the step's rule of spec §5 is met, and while saving. */
export function NextButton({ enabled = true, onClick, children = m.next }: { enabled?: boolean; onClick: () => void; children?: ReactNode }) {
  const busy = useStore(expertAdviceStore, (s) => s.busy);
  return (
    <button type="button" className="btn btn--primary" disabled={!enabled || busy} onClick={onClick}>
      {children}
    </button>
  );
}
