import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { flag, id, jsonArrayText, optionalId } from './fields';

/**
 * Spec §3/§7: saves one step of the expert-advice flow; the answer is not read. `answers`
 * travels as a JSON array inside the form (e.g. '["notNow"]').
 */
export const savePlannerStep = defineEndpoint({
  name: 'expertAdvice.saveStep',
  method: 'POST',
  path: '/wedding-planner-save-step',
  encoding: 'form',
  request: z.object({
    step: z.string().check(z.minLength(1)),
    answers: jsonArrayText,
    plannerFlowId: id,
    isEmailConfirmationFlow: flag,
    userId: optionalId,
    scheduleUrl: z.optional(z.string()),
  }),
  answer: { kind: 'none' },
});

/** Spec §7: the expert-advice modal after a lead (nextStep expert_advice_modal). */
export const plannerModal = defineEndpoint({
  name: 'expertAdvice.modal',
  method: 'GET',
  path: '/wedding-planner-modal',
  encoding: 'query',
  request: z.object({ leadId: id, userId: id, regionId: optionalId }),
  answer: { kind: 'json', schema: z.object({ html: z.string() }) },
});
