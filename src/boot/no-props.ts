import type { PropsSchema } from './define-widget';

/**
 * The props of an enhancer that reads none of its own (its full version parses them when it
 * comes): anything passes. Not zod's, whose engine (9 kB) would come with the first moment.
 */
export const noProps: PropsSchema<Record<string, never>> = {
  safeParse: () => ({ success: true, data: {} }),
};
