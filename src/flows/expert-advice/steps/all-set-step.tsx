import { useState } from 'react';
import { completeStep } from '../controller';
import { messages as m } from '../messages';
import { NextButton, StepFrame } from './step-frame';

/** Spec §5: Next only once the terms are ticked. */
export function AllSetStep() {
  const [agreed, setAgreed] = useState(false);
  return (
    <StepFrame title={m.allSetTitle} primary={<NextButton enabled={agreed} onClick={() => void completeStep('allSet', ['termsAccepted'])} />}>
      <p>{m.allSetText}</p>
      <label className="expert-advice__option">
        <input type="checkbox" name="terms" checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} />
        <span>{m.terms}</span>
      </label>
    </StepFrame>
  );
}
