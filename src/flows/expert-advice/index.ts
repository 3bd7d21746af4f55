import type { NextStep } from '../../api/lead-schemas';
import { showToast } from '../../ui/toast/show-toast';
import { loadPlanner } from './load-planner';
import { messages as m } from './messages';
import { startExpertAdvice } from './open-expert-advice';

export { startExpertAdvice, type ExpertAdviceStart } from './open-expert-advice';

/**
 * Spec §4 nextStep `expert_advice_modal`: loads the planner modal for the lead
 * (GET /wedding-planner-modal) and opens the expert-advice stepper on it. A failed load says so
 * in a toast with Try again, and opens nothing until then. Import it lazily: `import('./')`.
 */
export function openExpertAdvice(step: NextStep): void {
  const loading = loadPlanner(step).catch((error: unknown) => {
    // The greeting's sanitiser could not load (twice): the same as a planner that did not load.
    console.error('[widgets] Expert advice: the planner modal could not be shown.', error);
    return undefined;
  });
  void loading.then((planner) => {
    // Try again asks for the planner modal anew; the toast stays until used or dismissed.
    if (!planner) return void showToast(m.loadFailed, { tone: 'error', action: { label: m.tryAgain, run: () => openExpertAdvice(step) } });
    startExpertAdvice({
      plannerFlowId: planner.plannerFlowId,
      greeting: planner.greeting,
      userId: step.userId,
      name: step.name,
      email: step.email,
      variantName: step.expertAdviceExperimentVariantName,
    });
  });
}
