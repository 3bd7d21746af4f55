import { trackingPixel } from '../api/tracking';
import { getSiteConfig } from './config';

/**
 * Requests the tracking pixel (spec §7: query, reduced url, referrer) as an image, the way a
 * pixel is meant to load: no CORS, no answer read, nothing blocking. `query` is the extra query
 * the tracked section passes. Returns the URL requested.
 */
export function sendTrackingPixel(query?: string): string {
  const params = new URLSearchParams({ reduced: getSiteConfig().reduced, referrer: document.referrer });
  if (query) params.set('query', query);
  const url = `${getSiteConfig().endpointBase.replace(/\/+$/, '')}${trackingPixel.path}?${params.toString()}`;
  new Image(1, 1).src = url;
  return url;
}
