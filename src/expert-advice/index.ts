import type { NextStep } from '../api/lead-schemas';

// Placeholder until the expert-advice booking lands (branch expert-advice): replaced on merge.
export function openExpertAdvice(step: NextStep): void {
  console.error('[widgets] The expert-advice booking is not in this build yet.', step.type);
}
