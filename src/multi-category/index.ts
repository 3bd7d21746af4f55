import type { NextStep } from '../api/lead-schemas';

// Placeholder until the multi-category lead lands (branch multi-category): replaced on merge.
export function openMultiCategoryModal(step: NextStep): void {
  console.error('[widgets] The multi-category lead is not in this build yet.', step.type);
}
