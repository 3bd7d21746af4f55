import { useId, useState, type ReactNode } from 'react';
import { completeStep, notNow } from '../controller';
import { OTHER, type StepName } from '../flow';
import { messages as m, type Options } from '../messages';
import { NextButton, StepFrame } from './step-frame';

/** Props of {@link ChoiceStep}. */
export interface ChoiceStepProps {
  step: StepName;
  title: string;
  options: Options;
  /** The one option of the 'other' group. */
  otherLabel: string;
  initial?: readonly string[];
  /** Content above the question (the planner's greeting). */
  before?: ReactNode;
  /** Offers 'Not now' (the first step of the flow). */
  offerNotNow?: boolean;
}

/**
 * Planning advice, wedding style and US planning advice (spec §5): Next is enabled once at
 * least one option is ticked; the main options and the 'other' group exclude each other, so
 * ticking one side clears the other.
 */
export function ChoiceStep({ step, title, options, otherLabel, initial = [], before, offerNotNow }: ChoiceStepProps) {
  const [checked, setChecked] = useState<readonly string[]>(initial);
  const hintId = useId();
  const toggle = (value: string, on: boolean) => {
    if (!on) return setChecked(checked.filter((v) => v !== value));
    setChecked(value === OTHER ? [OTHER] : [...checked.filter((v) => v !== OTHER), value]);
  };
  const box = (value: string, label: string) => (
    <label className="expert-advice__option" key={value}>
      <input type="checkbox" name={step} value={value} checked={checked.includes(value)} onChange={(e) => toggle(value, e.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );

  return (
    <StepFrame
      title={title}
      primary={<NextButton enabled={checked.length > 0} onClick={() => void completeStep(step, [...checked])} />}
      secondary={offerNotNow && (
        <button type="button" className="btn btn--link" onClick={() => void notNow(step)}>
          {m.notNow}
        </button>
      )}
    >
      {before}
      <p className="expert-advice__hint" id={hintId}>
        {m.choiceHint}
      </p>
      <fieldset className="expert-advice__group" aria-describedby={hintId}>
        <legend className="ui-visually-hidden">{title}</legend>
        {options.map(([value, label]) => box(value, label))}
      </fieldset>
      <fieldset className="expert-advice__group expert-advice__group--other">
        <legend className="ui-visually-hidden">{m.otherGroupLabel}</legend>
        {box(OTHER, otherLabel)}
      </fieldset>
    </StepFrame>
  );
}
