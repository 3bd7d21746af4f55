import * as z from 'zod/mini';
import { STORAGE_HELPER_DAYS, storedValues } from '../../lib/stored-values';
import { readValue, textValue, writeValue } from '../../lib/stored-value';

const INTRO_SHOWN = 'expertAdviceDelightfulShown';
const DAY_MS = 86_400_000;

/**
 * What the browser keeps for expert advice. EXPERT_ADVICE is spec §9's (value 1, 7 days: the
 * flow was offered). EXPERT_ADVICE_SCHEDULED is named in spec §3 without a lifetime, so it takes
 * the persistent default like every such value (stored-values.ts). The intro's flag is ours (the
 * spec says only "delightful already shown"): the storage helper's 365 days, shared by the
 * site's country domains through the storage hub (spec §7), with a copy in the page's own
 * storage that the steps read.
 */
export const expertAdviceValues = {
  offered: storedValues.expertAdvice,
  scheduled: storedValues.expertAdviceScheduled,
  introShown: textValue('localStorage', INTRO_SHOWN, STORAGE_HELPER_DAYS, z.literal('1')),
};

/** The storage helper's record, as the page's own storage keeps it: the value and its expiry. */
const sharedRecordSchema = z.object({ v: z.literal('1'), e: z.number() });

export const rememberOffered = () => writeValue(expertAdviceValues.offered, '1');
export const rememberScheduled = () => writeValue(expertAdviceValues.scheduled, '1');
export const introShownBefore = () => readValue(expertAdviceValues.introShown) === '1';

/** The intro was shown: kept here and in the hub, for the other country domains. */
export function rememberIntroShown(): void {
  writeValue(expertAdviceValues.introShown, '1');
  const record = JSON.stringify({ v: '1', e: Date.now() + STORAGE_HELPER_DAYS * DAY_MS });
  void sharedStorage().then((storage) => storage?.set(INTRO_SHOWN, record));
}

/**
 * At a run's start: an intro another country domain showed (the hub's record, unexpired) counts
 * here too. The hub answers while the first step is on screen; without an answer (no hub, a
 * timeout) the page's own copy decides, as before.
 */
export async function loadSharedIntroShown(): Promise<void> {
  const raw = await (await sharedStorage())?.get(INTRO_SHOWN);
  if (!raw) return;
  try {
    const record = z.safeParse(sharedRecordSchema, JSON.parse(raw));
    if (record.success && record.data.e > Date.now()) writeValue(expertAdviceValues.introShown, '1');
  } catch {
    // Not JSON: nothing shared.
  }
}

/** The page's cross-domain storage (loaded with its first use); undefined when its chunk cannot load. */
async function sharedStorage() {
  try {
    const { crossStorage } = await import('../../lib/cross-storage');
    return crossStorage();
  } catch (error) {
    console.info('[widgets] Expert advice: the shared storage could not load; this page’s own storage is used.', error);
    return undefined;
  }
}
