import type * as api from '../../src/api/tracking';
import { internalTracking, trackingPixel } from '../../src/api/tracking';
import { handle } from '../handle';
import type { HandlersFor } from './types';

/** Trackings are accepted and dropped: the spec says the answer is not read. */
export const trackingHandlers = {
  internalTracking: handle(internalTracking, () => undefined),
  trackingPixel: handle(trackingPixel, () => undefined),
} satisfies HandlersFor<typeof api>;
