import { delay, HttpResponse } from 'msw';
import { z } from 'zod';
import { nextStepTypeSchema, type NextStepType } from '../src/api/lead-schemas';

/**
 * How the stand-in backend behaves, switched at run time (POST /__mock/scenario, or
 * `window.mockBackend.scenario(name)` in the preview):
 * - normal: answers from the in-memory backend;
 * - slow: every API answer is delayed by SLOW_DELAY_MS;
 * - server-error: every API call answers 500 'Internal Server Error';
 * - offline: every API call fails as a network error;
 * - outside-hours: the concierge is outside support hours (statusConcierge 2).
 */
export const scenarioNameSchema = z.enum(['normal', 'slow', 'server-error', 'offline', 'outside-hours']);
export type ScenarioName = z.infer<typeof scenarioNameSchema>;

export const SLOW_DELAY_MS = 2500;

let current: ScenarioName = 'normal';

export function getScenario(): ScenarioName {
  return current;
}

export function setScenario(name: ScenarioName): void {
  current = name;
}

/**
 * The fault the active scenario puts on an API call, if any. `handle()` calls it for every
 * contract endpoint, so no handler checks the scenario itself.
 */
export async function scenarioFault(): Promise<Response | undefined> {
  switch (current) {
    case 'slow':
      await delay(SLOW_DELAY_MS);
      return undefined;
    case 'server-error':
      return new HttpResponse('Internal Server Error', { status: 500, statusText: 'Internal Server Error', headers: { 'Content-Type': 'text/plain' } });
    case 'offline':
      return HttpResponse.error();
    case 'normal':
    case 'outside-hours':
      return undefined;
  }
}

/** Spec §3: concierge status 1 (normal) or 2 (outside support hours, in the 'outside-hours' scenario). */
export function conciergeStatus(): 1 | 2 {
  return current === 'outside-hours' ? 2 : 1;
}

/**
 * A nextStep the stand-in answers every lead with instead of choosing one (POST /__mock/next-step,
 * `window.mockBackend.nextStep(...)`), so a test can drive each §4 type, hostile ones included.
 */
export const forcedNextStepSchema = z.object({
  type: z.string().refine((type): type is NextStepType => nextStepTypeSchema.safeParse(type).success, 'Unknown nextStep type'),
  html: z.string().optional(),
  redirect_url: z.string().optional(),
  expertAdviceExperimentVariantName: z.string().optional(),
});
export type ForcedNextStep = z.infer<typeof forcedNextStepSchema>;

let forcedNextStep: ForcedNextStep | undefined;

export function forceNextStep(step: ForcedNextStep | undefined): void {
  forcedNextStep = step;
}

export function forcedStep(): ForcedNextStep | undefined {
  return forcedNextStep;
}
