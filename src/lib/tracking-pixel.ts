import { trackingPixel } from '../api/tracking';
import { getSiteConfig } from './config';
import { visitorGuid } from './guid';

/**
 * Requests the tracking pixel (spec §7: query, reduced url, referrer) the way a pixel is meant
 * to go: no answer read, nothing waited for, and kept alive through the navigation that
 * usually follows (a search's submit): an image's request would be cancelled with the page.
 * `query` is the query of what is tracked (a search's). The visitor's GUID cookie (spec §9,
 * written now for a visitor who has none) travels with it. Returns the URL requested.
 */
export function sendTrackingPixel(query?: string): string {
  visitorGuid();
  const params = new URLSearchParams({ reduced: getSiteConfig().reduced, referrer: document.referrer });
  if (query) params.set('query', query);
  const url = `${getSiteConfig().endpointBase.replace(/\/+$/, '')}${trackingPixel.path}?${params.toString()}`;
  fetch(url, { keepalive: true, mode: 'no-cors', credentials: 'include' }).catch(() => undefined);
  return url;
}
