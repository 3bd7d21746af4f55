import { joinUrl, LOGIN_LAYER_PATH, SIGNUP_LAYER_PATH } from '../../api/endpoint-url';
import { getSiteConfig } from '../../lib/config';
import type { AuthRequest } from './auth-layer';

// The layer's form, asked for at the click with plain fetch (the header's Log in and Sign up, and
// whatever opens the layer: src/state/account.ts): the calls' client and its schemas come with the
// layer's code, and the form no longer waits for them. The layer's call (layer-request.ts) takes
// this answer as its transport, once, when it asks for the same URL; else it asks itself.

let early: { url: string; response: Promise<Response>; abort: AbortController } | undefined;

/** The URL the calls' client builds for the layer's payload (src/api/wire.ts, query encoding). */
export function layerUrl(request: Pick<AuthRequest, 'mode' | 'urlRedirect' | 'tracking'>): string {
  const query = new URLSearchParams({ isResponsive: '1' });
  if (request.urlRedirect !== undefined) query.append('urlRedirect', request.urlRedirect);
  if (request.tracking !== undefined) query.append('tracking', request.tracking);
  const path = joinUrl(getSiteConfig().endpointBase, request.mode === 'login' ? LOGIN_LAYER_PATH : SIGNUP_LAYER_PATH);
  return `${path}?${query}`;
}

/** Asks for the request's form now (the same request as the layer's call: its headers and cookies). */
export function prefetchLayer(request: Pick<AuthRequest, 'mode' | 'urlRedirect' | 'tracking'>): void {
  const url = layerUrl(request);
  if (early?.url === url) return;
  const abort = new AbortController();
  const response = fetch(url, { headers: { 'X-Requested-With': 'XMLHttpRequest' }, credentials: 'include', signal: abort.signal });
  // Taken later, or never (the layer's code did not load): a failure is the call's to report.
  response.catch(() => {});
  early = { url, response, abort };
}

/**
 * The layer call's transport: the answer asked for at the tap, once, when it is for this URL
 * (the call's abort and timeout abort it); any other call is sent as usual.
 */
export function prefetchedOrFetch(url: string, init: RequestInit): Promise<Response> {
  const taken = early?.url === url ? early : undefined;
  early = undefined;
  if (!taken) return fetch(url, init);
  const signal = init.signal;
  if (signal?.aborted) taken.abort.abort();
  signal?.addEventListener('abort', () => taken.abort.abort(), { once: true });
  return taken.response;
}
