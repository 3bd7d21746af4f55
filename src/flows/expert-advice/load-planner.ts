import { call } from '../../api/call';
import { plannerModal } from '../../api/expert-advice';
import type { NextStep } from '../../api/lead-schemas';
import { parseInert } from '../../lib/csp';
import { sanitizeHtml } from '../../lib/safe-html';

/** What the planner modal's HTML gives the stepper: the flow's id and the greeting to show. */
export interface Planner {
  plannerFlowId: number;
  greeting: DocumentFragment;
}

/**
 * Spec §7: GET /wedding-planner-modal for the lead; undefined when it fails or names no flow.
 * The flow id is read from the answer parsed into an inert template (nothing in it runs or
 * loads); what is shown is only the sanitizer's output, as text-level HTML.
 */
export async function loadPlanner(step: NextStep): Promise<Planner | undefined> {
  if (!step.leadId || !step.userId) return undefined;
  const result = await call(plannerModal, { leadId: step.leadId, userId: step.userId, regionId: step.regionId });
  if (!result.ok) {
    console.error('[widgets] Expert advice: the planner modal did not load.', result.error);
    return undefined;
  }
  const parsed = parseInert(result.data.html);
  const plannerFlowId = Number(parsed.querySelector('[data-planner-flow-id]')?.getAttribute('data-planner-flow-id'));
  if (!Number.isSafeInteger(plannerFlowId) || plannerFlowId <= 0) {
    console.error('[widgets] Expert advice: the planner modal names no plannerFlowId.');
    return undefined;
  }
  const greeting = parsed.querySelector('[data-greeting]');
  return { plannerFlowId, greeting: await sanitizeHtml(greeting?.innerHTML ?? '') };
}
