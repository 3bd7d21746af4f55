import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { finishAuth } from '../../src/flows/auth/auth-done';
import type { WidgetContext } from '../../src/boot/define-widget';
import { getSiteConfig } from '../../src/lib/config';
import { createFormTracker, type FormTracker } from '../../src/lib/form-tracking';
import { useAdoptedStyles } from '../../src/lib/use-adopted-styles';
import type { SubmitOutcome } from '../../src/ui/form/form-kit';
import tokensCss from '../../src/ui/tokens.css?inline';
import { Confirmation } from './confirmation';
import { messages as m } from './messages';
import { Progress } from './progress';
import { stepRules } from './rules';
import type { VendorSignupProps } from './schema';
import { sendVendorSignup } from './send';
import { StepFields } from './step-fields';
import { StepForm } from './step-form';
import { STEPS, VENDOR_SIGNUP_TRACKING, type StepId, type Values } from './steps';
import { useKeptFold } from './use-kept-fold';
import css from './vendor-signup.css?inline';

/**
 * The vendor sign-up in steps (spec §4: 1, 2, 2.1, 3, 4, then submit) over the server's one-page
 * form. What was typed lives here, so going back and forth loses nothing; each step is checked
 * on Next with its own rules and tracked as its own section; the last step sends everything in
 * one request and, once signed up, the page hears auth done (the header shows the vendor's menu).
 */
export function VendorSignup({ categories, action, vendorAreaUrl, loginUrl, termsUrl, privacyUrl, element }: VendorSignupProps & WidgetContext) {
  useAdoptedStyles(['ui-tokens', tokensCss], ['vendor-signup', css]);
  const minHeight = useKeptFold(element);
  const idPrefix = `vendor-signup${useId().replace(/[^\w-]/g, '')}`;
  const country = getSiteConfig().country;
  const [values, setValues] = useState<Values>({});
  const [index, setIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const [signedUp, setSignedUp] = useState<string>();
  // One tracker a step for the whole visit: coming back to a step continues its tracking, and its success cancels its abandon.
  const [trackers] = useState(() => new Map<StepId, FormTracker>(STEPS.map((s) => [s.id, createFormTracker({ idCategory: VENDOR_SIGNUP_TRACKING.idCategory, name: VENDOR_SIGNUP_TRACKING.name(s.id) })])));

  const go = (to: number, fields: Record<string, string>) => {
    setValues((current) => ({ ...current, ...fields }));
    setIndex(to);
    setMoved(true);
  };

  const next = async (fields: Record<string, string>): Promise<SubmitOutcome> => {
    if (index < STEPS.length - 1) {
      go(index + 1, fields);
      return { ok: true };
    }
    const all = { ...values, ...fields };
    setValues(all);
    const outcome = await sendVendorSignup(all, country, action);
    if (!outcome.ok) return outcome;
    // At once: no second click can reach a form that has been sent.
    flushSync(() => {
      setSignedUp(all.NombreEmpresa?.trim() ?? '');
      setValues({});
    });
    finishAuth();
    return { ok: true };
  };

  if (signedUp !== undefined) {
    return (
      <div className="vendor-signup__steps" style={{ minHeight }}>
        <Confirmation id={`${idPrefix}-done`} business={signedUp} vendorAreaUrl={vendorAreaUrl} />
      </div>
    );
  }
  const step = STEPS[index]!;
  return (
    <div className="vendor-signup__steps" style={{ minHeight }}>
      <Progress current={index} />
      <StepForm
        key={step.id}
        step={step}
        idPrefix={idPrefix}
        rules={stepRules(step.id, country)}
        tracker={trackers.get(step.id)!}
        focusOnMount={moved}
        onNext={next}
        onBack={index > 0 ? (fields) => go(index - 1, fields) : undefined}
      >
        <StepFields step={step.id} idPrefix={idPrefix} values={values} country={country} props={{ categories, termsUrl, privacyUrl }} />
      </StepForm>
      <p className="auth__switch">
        {m.haveAccount} <a href={loginUrl}>{m.logInLink}</a>
      </p>
    </div>
  );
}
