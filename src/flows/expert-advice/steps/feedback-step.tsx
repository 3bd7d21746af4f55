import { useId, useState } from 'react';
import { completeStep } from '../controller';
import { messages as m } from '../messages';
import { NextButton, StepFrame } from './step-frame';

/** Spec §5: Next is enabled when the text is longer than 4 characters. */
export const FEEDBACK_MIN_EXCLUSIVE = 4;

/** The 'other' path's question: what the person needs, in their words. */
export function FeedbackStep({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  const id = useId();
  const enough = text.trim().length > FEEDBACK_MIN_EXCLUSIVE;

  return (
    <StepFrame title={m.feedbackTitle} primary={<NextButton enabled={enough} onClick={() => void completeStep('feedback', [text.trim()])} />}>
      <label className="expert-advice__label" htmlFor={id}>
        {m.feedbackLabel}
      </label>
      <p className="expert-advice__hint" id={`${id}-hint`}>
        {m.feedbackHint}
      </p>
      <textarea className="expert-advice__textarea" id={id} rows={4} value={text} aria-describedby={`${id}-hint`} onChange={(e) => setText(e.currentTarget.value)} />
    </StepFrame>
  );
}
