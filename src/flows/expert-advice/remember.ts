import * as z from 'zod/mini';
import { STORAGE_HELPER_DAYS, storedValues } from '../../lib/stored-values';
import { readValue, textValue, writeValue } from '../../lib/stored-value';

/**
 * What the browser keeps for expert advice. EXPERT_ADVICE is spec §9's (value 1, 7 days: the
 * flow was offered). EXPERT_ADVICE_SCHEDULED is named in spec §3 without a lifetime, so it takes
 * the persistent default like every such value (stored-values.ts). The intro's flag is ours (the
 * spec says only "delightful already shown"): the storage helper's 365 days.
 */
export const expertAdviceValues = {
  offered: storedValues.expertAdvice,
  scheduled: storedValues.expertAdviceScheduled,
  introShown: textValue('localStorage', 'expertAdviceDelightfulShown', STORAGE_HELPER_DAYS, z.literal('1')),
};

export const rememberOffered = () => writeValue(expertAdviceValues.offered, '1');
export const rememberScheduled = () => writeValue(expertAdviceValues.scheduled, '1');
export const rememberIntroShown = () => writeValue(expertAdviceValues.introShown, '1');
export const introShownBefore = () => readValue(expertAdviceValues.introShown) === '1';
