import * as z from 'zod/mini';
import { httpUrlSchema, originSchema, readConfigKey } from '../../lib/config-keys';

/**
 * The preview's stand-in scheduler (fixtures/public/expert-scheduler.html); a PHP page names the
 * real one in its site config (`expertAdviceScheduler`).
 */
const STAND_IN_SCHEDULER = '/fixtures/expert-scheduler.html';

/** What the scheduler posts once a slot is booked (spec §4: the 'scheduled' event). */
const scheduledSchema = z.object({
  event: z.literal('scheduled'),
  scheduleUrl: httpUrlSchema,
});

/**
 * The site config's `expertAdviceScheduler` (a third party's page in an iframe): its address and
 * the origins its 'scheduled' message may come from besides the page's own. Absent: the
 * preview's stand-in. Parsed here, not with the config every page reads (src/lib/config.ts).
 */
const schedulerConfigSchema = z.object({ url: z.string(), origins: z.array(originSchema) });

function schedulerConfig() {
  return readConfigKey('expertAdviceScheduler', schedulerConfigSchema);
}

/** The scheduler's address for this person, prefilled with their name and e-mail (spec §2). */
export function schedulerUrl(person: { name?: string; email?: string }): string {
  const url = new URL(schedulerConfig()?.url ?? STAND_IN_SCHEDULER, location.href);
  if (person.name) url.searchParams.set('name', person.name);
  if (person.email) url.searchParams.set('email', person.email);
  return url.href;
}

/** The origins a scheduler message is taken from: the page's own and the configured ones. */
export function allowedOrigins(): Set<string> {
  return new Set([location.origin, ...(schedulerConfig()?.origins ?? [])]);
}

/**
 * The booking's schedule URL when `event` is the scheduler's 'scheduled' message: from an
 * allowed origin, from the scheduler's own frame, in the expected shape. Anything else (another
 * frame, another site, another message) gives undefined and is ignored.
 */
export function scheduledUrlOf(event: MessageEvent, frame: Window | null | undefined): string | undefined {
  if (!allowedOrigins().has(event.origin)) return undefined;
  if (!frame || event.source !== frame) return undefined;
  const parsed = z.safeParse(scheduledSchema, event.data);
  return parsed.success ? parsed.data.scheduleUrl : undefined;
}
