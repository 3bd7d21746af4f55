import { call } from '../../api/call';
import { savePlannerStep } from '../../api/expert-advice';
import type { FlowStart } from './store';

/**
 * Spec §3/§7: saves one step to /wedding-planner-save-step; resolves whether the server took it
 * (its answer is not read). `isEmailConfirmationFlow` is 1 in the short flow (the e-mail
 * information step replaces the scheduler), 0 otherwise.
 */
export async function saveStep(run: FlowStart, step: string, answers: readonly string[], scheduleUrl?: string): Promise<boolean> {
  const result = await call(savePlannerStep, {
    step,
    answers: JSON.stringify(answers),
    plannerFlowId: run.plannerFlowId,
    isEmailConfirmationFlow: run.shortFlow ? 1 : 0,
    userId: run.userId,
    scheduleUrl,
  });
  if (!result.ok) console.error('[widgets] Expert advice: saving a step failed.', step, result.error);
  return result.ok;
}
