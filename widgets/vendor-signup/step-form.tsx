import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { FormTracker } from '../../src/lib/form-tracking';
import { useFormKit } from '../../src/ui/form/use-form-kit';
import { type Rule } from '../../src/ui/form/rules';
import { type SubmitOutcome } from '../../src/ui/form/form-kit';
import { messages as m } from './messages';
import { readFields, STEPS, type Step } from './steps';

interface StepFormProps {
  step: Step;
  idPrefix: string;
  rules: Record<string, Rule[]>;
  tracker: FormTracker;
  /** The heading takes focus when the step changed (not when the page loads). */
  focusOnMount: boolean;
  /** Going on with this step's fields, once its rules pass: the next step, or the one submit. */
  onNext: (fields: Record<string, string>) => Promise<SubmitOutcome>;
  /** Going back with this step's fields as they are, unchecked; absent on the first step. */
  onBack?: (fields: Record<string, string>) => void;
  children: ReactNode;
}

/**
 * One step: its heading (which says "Step n of 5"), its own form enhanced by the form kit (the
 * step's rules on Next, problems under the fields and in a summary, a double submit blocked, a
 * failure said in the general area with what was typed kept) and tracked as its spec section.
 */
export function StepForm({ step, idPrefix, rules, tracker, focusOnMount, onNext, onBack, children }: StepFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const position = STEPS.indexOf(step) + 1;
  const last = position === STEPS.length;
  const headingId = `${idPrefix}-step-title`;

  useFormKit(form, {
    rules,
    tracking: tracker,
    // A step left (Back) while its checks ran is not sent: the person went back on purpose.
    submit: async (element) => (element.isConnected ? onNext(readFields(element, step)) : { ok: false }),
  });

  // In the commit that shows the step: the person (and their screen reader) is never left on a button that went away.
  useLayoutEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <section className="vendor-signup__step" aria-labelledby={headingId}>
      <h2 ref={heading} id={headingId} className="vendor-signup__title" tabIndex={-1}>
        {m.stepTitle(position, STEPS.length, step.title)}
      </h2>
      <form ref={form} className="form" noValidate aria-labelledby={headingId}>
        {children}
        <div className="form__error" role="alert" hidden />
        <div className="vendor-signup__actions">
          {onBack && (
            <button
              type="button"
              className="btn btn--ghost"
              // While the step's submit is in flight (aria-busy), going back could send it twice.
              onClick={() => form.current && form.current.getAttribute('aria-busy') !== 'true' && onBack(readFields(form.current, step))}
            >
              {m.back}
            </button>
          )}
          <button type="submit" className="btn btn--primary">
            {last ? m.submit : m.next}
          </button>
        </div>
      </form>
    </section>
  );
}
