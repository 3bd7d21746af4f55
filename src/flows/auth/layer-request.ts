import { loginLayer, signupLayer } from '../../api/layers';
import { firstLoadFrom, loadFragment, type FragmentLoader, type FragmentResult } from '../../ui/fragment/load-fragment';
import type { AuthRequest } from './auth-layer';
import { prefetchedOrFetch } from './layer-prefetch';

// The layer's form, asked for at the click, in the same wave as the layer's code (this module
// needs only the call and the sanitizer, a part of what the layer needs): on a slow network the
// form no longer waits a round trip after the code. The layer that opens for the same request
// takes the answer, once; a retry or a later opening asks again.

let early: { key: string; answer: Promise<FragmentResult> } | undefined;

/** What the server's answer depends on: the payload. */
const keyOf = (request: AuthRequest) => JSON.stringify([request.mode, request.urlRedirect ?? null, request.tracking ?? null]);

function fetchLayer(request: AuthRequest, signal?: AbortSignal): Promise<FragmentResult> {
  const endpoint = request.mode === 'login' ? loginLayer : signupLayer;
  const payload = { isResponsive: 1, urlRedirect: request.urlRedirect, tracking: request.tracking } as const;
  return loadFragment(endpoint, payload, { signal, forms: true, require: 'form', transport: prefetchedOrFetch });
}

/** Asks for the request's form now, for the layer about to open (src/state/account.ts). */
export function requestLayerEarly(request: AuthRequest): void {
  const key = keyOf(request);
  // Asked already for this click (the header asks before the layer's code is even requested).
  if (early?.key === key) return;
  early = { key, answer: fetchLayer(request) };
}

/**
 * The layer's loader for `request`: its first load is the answer asked for at the click, when
 * there is one for the same request; every other load (a retry, the other form) asks anew.
 */
export function layerLoader(request: AuthRequest): FragmentLoader {
  const taken = early?.key === keyOf(request) ? early.answer : undefined;
  early = undefined;
  const load: FragmentLoader = (signal) => fetchLayer(request, signal);
  return taken ? firstLoadFrom(taken, load) : load;
}
