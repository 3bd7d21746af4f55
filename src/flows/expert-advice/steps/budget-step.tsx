import { useState } from 'react';
import { completeStep } from '../controller';
import { BUDGET_SKIP } from '../flow';
import { messages as m } from '../messages';
import { NextButton, StepFrame } from './step-frame';

/**
 * The budget (spec §5: Next after any choice). Choosing '-' ("I'd rather not say") skips the
 * budget: Next moves on without saving it (spec §4).
 */
export function BudgetStep({ initial }: { initial?: string }) {
  const [choice, setChoice] = useState(initial);
  const radio = (value: string, label: string) => (
    <label className="expert-advice__option" key={value}>
      <input type="radio" name="budget" value={value} checked={choice === value} onChange={() => setChoice(value)} />
      <span>{label}</span>
    </label>
  );
  const next = () => {
    if (choice) void completeStep('budget', [choice], { save: choice !== BUDGET_SKIP });
  };

  return (
    <StepFrame title={m.budgetTitle} primary={<NextButton enabled={choice !== undefined} onClick={next} />}>
      <fieldset className="expert-advice__group">
        <legend className="ui-visually-hidden">{m.budgetTitle}</legend>
        {m.budgetOptions.map(([value, label]) => radio(value, label))}
        {radio(BUDGET_SKIP, m.budgetSkip)}
      </fieldset>
    </StepFrame>
  );
}
