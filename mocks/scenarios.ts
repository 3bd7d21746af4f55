import { delay, HttpResponse } from 'msw';
import { z } from 'zod';
import type { AnswerFormat } from '../src/api/endpoint';
import { nextStepTypeSchema, type NextStepType } from '../src/api/lead-schemas';

/**
 * How the stand-in backend behaves, switched at run time (POST /__mock/scenario, or
 * `window.mockBackend.scenario(name)` in the preview):
 * - normal: answers from the in-memory backend;
 * - slow: every API answer is delayed by SLOW_DELAY_MS;
 * - server-error: every API call answers 500 'Internal Server Error';
 * - offline: every API call fails as a network error;
 * - outside-hours: the concierge is outside support hours (statusConcierge 2);
 * - closed-hours: the concierge is outside support hours, the other status (statusConcierge 3);
 * - away: the concierge is away (statusConcierge 4);
 * - login-page: every API call answers 200 with the site's whole log-in page (an expired session);
 * - malformed: every API call answers 200 with an answer of the wrong shape for its endpoint;
 * - hang: no API call is ever answered (the client's timeout decides).
 */
export const scenarioNameSchema = z.enum(['normal', 'slow', 'server-error', 'offline', 'outside-hours', 'closed-hours', 'away', 'login-page', 'malformed', 'hang']);
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
export async function scenarioFault(answer: AnswerFormat['kind']): Promise<Response | undefined> {
  switch (current) {
    case 'login-page':
      return HttpResponse.html(LOGIN_PAGE);
    case 'malformed':
      return wrongShape(answer);
    case 'hang':
      await delay('infinite');
      return undefined;
    case 'slow':
      await delay(SLOW_DELAY_MS);
      return undefined;
    case 'server-error':
      return new HttpResponse('Internal Server Error', { status: 500, statusText: 'Internal Server Error', headers: { 'Content-Type': 'text/plain' } });
    case 'offline':
      return HttpResponse.error();
    case 'normal':
    case 'outside-hours':
    case 'closed-hours':
    case 'away':
      return undefined;
  }
}

/** What PHP answers a call with when the session expired: its whole log-in page, 200. */
export const LOGIN_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Log in</title></head>
<body><h1>Log in</h1><form method="post" action="/users-login-run.php">
<label>Email <input type="email" name="mail"></label><label>Password <input type="password" name="pass"></label>
<button>Log in</button></form></body></html>`;

/** A 200 answer in the endpoint's own format whose content does not match its contract. */
function wrongShape(answer: AnswerFormat['kind']): Response {
  switch (answer) {
    case 'json':
      return HttpResponse.json({ unexpected: true });
    case 'lines':
    case 'text':
      return HttpResponse.text('<b>Notice</b>: Undefined index');
    case 'html':
      return HttpResponse.html('<p>unexpected</p>');
    case 'none':
      return HttpResponse.text('');
  }
}

/**
 * Spec §3: concierge status 1 (normal); 2 and 3 (outside support hours: the 'outside-hours' and
 * 'closed-hours' scenarios); 4 (away: the 'away' scenario).
 */
export function conciergeStatus(): 1 | 2 | 3 | 4 {
  return current === 'outside-hours' ? 2 : current === 'closed-hours' ? 3 : current === 'away' ? 4 : 1;
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
