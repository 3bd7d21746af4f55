import type * as api from '../../src/api/tracking';
import { internalTracking, trackingPixel } from '../../src/api/tracking';
import { recordTrackings } from '../db';
import { handle } from '../handle';
import type { HandlersFor } from './types';

/** Form trackings are kept (GET /__mock/trackings lists them); the spec says the answer is not read. */
export const trackingHandlers = {
  internalTracking: handle(internalTracking, ({ payload, cookies }) => {
    recordTrackings(payload.trackings, cookies.GUID);
    return undefined;
  }),
  trackingPixel: handle(trackingPixel, () => undefined),
} satisfies HandlersFor<typeof api>;
