import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useAdoptedStyles } from '../../lib/use-adopted-styles';
import { Modal } from '../../ui/modal/modal';
import tokensCss from '../../ui/tokens.css?inline';
import { closeExpertAdvice } from './controller';
import type { StepName } from './flow';
import { messages as m } from './messages';
import { currentStep, expertAdviceStore, type ExpertAdviceState } from './store';
import css from './expert-advice.css?inline';
import { AllSetStep } from './steps/all-set-step';
import { BudgetStep } from './steps/budget-step';
import { ChoiceStep } from './steps/choice-step';
import { FeedbackStep } from './steps/feedback-step';
import { AccountStep, EmailInformationStep, FreeAccessStep } from './steps/info-steps';
import { IntroStep } from './steps/intro-step';
import { SchedulerStep } from './steps/scheduler-step';

/**
 * The stepper's modal, mounted once a page in its own root (open-expert-advice.tsx). It stays
 * mounted when the run ends so the dialog can close properly and give the focus back.
 */
export function ExpertAdviceHost() {
  useAdoptedStyles(['ui-tokens', tokensCss], ['expert-advice', css]);
  const state = useStore(expertAdviceStore);
  const step = currentStep(state);
  const open = Boolean(state.run && step && state.shown);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        // Only a close by the person ends the run; hiding for the log-in layer does not come here.
        if (!next && expertAdviceStore.getState().shown) closeExpertAdvice();
      }}
      title={m.modalTitle}
      variant={step === 'scheduler' ? 'expanded' : 'default'}
      className={`expert-advice expert-advice--${step ?? 'none'}`}
    >
      {open && step && <Step key={step} step={step} state={state} />}
    </Modal>
  );
}

function Step({ step, state }: { step: StepName; state: ExpertAdviceState }) {
  const answers = state.answers[step];
  switch (step) {
    case 'planningAdvice':
      return (
        <ChoiceStep
          step={step}
          title={m.planningAdviceTitle}
          options={m.planningAdviceOptions}
          otherLabel={m.otherOption}
          initial={answers}
          offerNotNow
          before={state.run?.greeting && <Greeting fragment={state.run.greeting} />}
        />
      );
    case 'usPlanningAdvice':
      return <ChoiceStep step={step} title={m.usPlanningAdviceTitle} options={m.usPlanningAdviceOptions} otherLabel={m.usOtherOption} initial={answers} />;
    case 'weddingStyle':
      return <ChoiceStep step={step} title={m.weddingStyleTitle} options={m.weddingStyleOptions} otherLabel={m.weddingStyleOther} initial={answers} />;
    case 'intro':
      return <IntroStep />;
    case 'budget':
      return <BudgetStep initial={answers?.[0]} />;
    case 'feedback':
      return <FeedbackStep initial={answers?.[0]} />;
    case 'allSet':
      return <AllSetStep />;
    case 'scheduler':
      return <SchedulerStep />;
    case 'emailInformation':
      return <EmailInformationStep />;
    case 'freeAccess':
      return <FreeAccessStep />;
    case 'signUp':
    case 'logIn':
      return <AccountStep step={step} />;
  }
}

/** The planner modal's greeting for the lead: the sanitizer's output, copied in (never parsed here). */
function Greeting({ fragment }: { fragment: DocumentFragment }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.replaceChildren(fragment.cloneNode(true));
  }, [fragment]);
  return <div className="expert-advice__greeting" ref={box} />;
}
