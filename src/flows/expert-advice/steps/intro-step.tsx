import { useEffect } from 'react';
import { completeStep } from '../controller';
import { messages as m } from '../messages';
import { rememberIntroShown } from '../remember';
import { NextButton, StepFrame } from './step-frame';

/** Spec §9: the intro moves on by itself after 3500 ms… */
export const INTRO_AUTO_ADVANCE_MS = 3500;
/** …and its timeout bar runs for 3 s (the last half second is the bar at its end). */
export const INTRO_BAR_MS = 3000;

/**
 * The 'onIt' intro (the "delightful" screen): moves on after 3.5 s or on "Let's go". Once shown
 * it is remembered, so a repeat run skips it (spec §4).
 */
export function IntroStep() {
  useEffect(() => {
    rememberIntroShown();
    const timer = setTimeout(() => void completeStep('intro', []), INTRO_AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <StepFrame title={m.introTitle} back={false} primary={<NextButton onClick={() => void completeStep('intro', [])}>{m.letsGo}</NextButton>}>
      <p>{m.introText}</p>
      {/* Decorative: the time left is not information (Let's go does the same at once). */}
      <div className="expert-advice__timeout" aria-hidden="true">
        <span className="expert-advice__timeout-bar" style={{ animationDuration: `${INTRO_BAR_MS}ms` }} />
      </div>
    </StepFrame>
  );
}
