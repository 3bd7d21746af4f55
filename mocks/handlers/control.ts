import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { counts, receivedCalls, receivedTrackings, reset } from '../db';
import { pushEvent } from '../pusher';
import { pusherHub } from '../pusher-hub';
import { forceNextStep, forcedNextStepSchema, getScenario, scenarioNameSchema, setScenario } from '../scenarios';

/** What GET /__mock/state answers. */
export interface MockState {
  scenario: z.infer<typeof scenarioNameSchema>;
  counts: ReturnType<typeof counts>;
}

function state(): MockState {
  return { scenario: getScenario(), counts: counts() };
}

/**
 * The stand-in's control endpoints (POST /__mock/reset, /__mock/scenario, /__mock/push, GET
 * /__mock/state, /__mock/trackings and /__mock/received), for tests and the preview's window.mockBackend. They are
 * not part of the contract and no scenario applies to them (a test must be able to reset an
 * 'offline' backend).
 */
export const controlHandlers = [
  http.post('*/__mock/reset', () => {
    reset();
    pusherHub.resetStats();
    setScenario('normal');
    forceNextStep(undefined);
    return HttpResponse.json(state());
  }),

  http.post('*/__mock/scenario', async ({ request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    const parsed = z.object({ name: scenarioNameSchema }).safeParse(body);
    if (!parsed.success) {
      return HttpResponse.json({ error: 'Unknown scenario', issues: parsed.error.issues }, { status: 400, statusText: 'Bad Request' });
    }
    setScenario(parsed.data.name);
    return HttpResponse.json(state());
  }),

  // The nextStep every lead answer gives until the next reset (spec §4: each type driven on demand).
  // The stand-in fills leadId, userId, regionId, name and email from the lead.
  http.post('*/__mock/next-step', async ({ request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    const parsed = forcedNextStepSchema.safeParse(body);
    if (!parsed.success) {
      return HttpResponse.json({ error: 'Invalid nextStep', issues: parsed.error.issues }, { status: 400, statusText: 'Bad Request' });
    }
    forceNextStep(parsed.data);
    return HttpResponse.json(state());
  }),

  http.get('*/__mock/state', () => HttpResponse.json(state())),

  // The realtime server's outage ({ outage: true } drops every socket and refuses new ones
  // until { outage: false }) and how many sockets were opened since the last reset.
  http.post('*/__mock/realtime', async ({ request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    const parsed = z.object({ outage: z.boolean().optional() }).safeParse(body);
    if (!parsed.success) return HttpResponse.json({ error: 'Invalid realtime control', issues: parsed.error.issues }, { status: 400 });
    if (parsed.data.outage !== undefined) pusherHub.setOutage(parsed.data.outage);
    return HttpResponse.json(pusherHub.stats());
  }),

  // The form trackings /trace/internalTracking.php received since the last reset, oldest first.
  http.get('*/__mock/trackings', () => HttpResponse.json(receivedTrackings())),

  // The contract calls the stand-in took since the last reset (?path= one endpoint's), each payload decoded as PHP reads it.
  http.get('*/__mock/received', ({ request }) => HttpResponse.json(receivedCalls(new URL(request.url).searchParams.get('path') ?? undefined))),

  // A realtime event to every subscriber of the channel in this runtime: every tab and browser
  // context connected to the preview server (or, with ?standin=worker, to this page's stand-in).
  http.post('*/__mock/push', async ({ request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    const parsed = pushSchema.safeParse(body);
    if (!parsed.success) {
      return HttpResponse.json({ error: 'Invalid push', issues: parsed.error.issues }, { status: 400, statusText: 'Bad Request' });
    }
    const { channel, event, data } = parsed.data;
    return HttpResponse.json({ delivered: pushEvent(channel, event, data) });
  }),
];

const pushSchema = z.object({ channel: z.string().min(1), event: z.string().min(1), data: z.unknown() });
