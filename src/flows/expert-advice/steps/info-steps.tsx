import { useStore } from 'zustand';
import { authenticate, completeStep, confirmByEmail, notNow } from '../controller';
import { messages as m } from '../messages';
import { expertAdviceStore, goTo } from '../store';
import { NextButton, StepFrame } from './step-frame';

/** US first step: the offer of free access, or 'Not now'. */
export function FreeAccessStep() {
  return (
    <StepFrame
      title={m.freeAccessTitle}
      primary={<NextButton onClick={() => void completeStep('freeAccess', ['freeAccess'])}>{m.freeAccessCta}</NextButton>}
      secondary={
        <button type="button" className="btn btn--link" onClick={() => void notNow('freeAccess')}>
          {m.notNow}
        </button>
      }
    >
      <p>{m.freeAccessText}</p>
    </StepFrame>
  );
}

/** The short flow's last step (variant 'variant'): the expert writes; its close action saves APPOINTMENT. */
export function EmailInformationStep() {
  const email = useStore(expertAdviceStore, (s) => s.run?.email);
  return (
    <StepFrame title={m.emailInformationTitle} primary={<NextButton onClick={() => void confirmByEmail()}>{m.close}</NextButton>}>
      <p>{m.emailInformationText}</p>
      {email && <p>{m.emailInformationTo(email)}</p>}
    </StepFrame>
  );
}

/**
 * US sign up, switching to log in (and back): the site's own layer does the account part
 * (controller.ts `authenticate`); these steps say why and offer the switch.
 */
export function AccountStep({ step }: { step: 'signUp' | 'logIn' }) {
  const signUp = step === 'signUp';
  const other = signUp ? 'logIn' : 'signUp';
  return (
    <StepFrame
      title={signUp ? m.signUpTitle : m.logInTitle}
      primary={<NextButton onClick={() => void authenticate(step)}>{signUp ? m.signUpCta : m.logInCta}</NextButton>}
    >
      <p>{signUp ? m.signUpText : m.logInText}</p>
      <p>
        {signUp ? m.haveAccount : m.noAccount}{' '}
        <button type="button" className="btn btn--link" onClick={() => goTo(other, { replace: true })}>
          {signUp ? m.switchToLogIn : m.switchToSignUp}
        </button>
      </p>
    </StepFrame>
  );
}
