import { loginLayer, signupLayer } from '../../api/layers';
import { loadFragment, type FragmentLoader } from '../../ui/fragment/load-fragment';
import type { AuthRequest } from './auth-layer';
import { prefetchedOrFetch } from './layer-prefetch';

/**
 * The layer's loader for `request`. Its call takes the answer asked for at the click
 * (layer-prefetch.ts), once, when it is for the same request; every other load (a retry, the
 * other form) asks anew.
 */
export function layerLoader(request: AuthRequest): FragmentLoader {
  const endpoint = request.mode === 'login' ? loginLayer : signupLayer;
  const payload = { isResponsive: 1, urlRedirect: request.urlRedirect, tracking: request.tracking } as const;
  return (signal) => loadFragment(endpoint, payload, { signal, forms: true, require: 'form', transport: prefetchedOrFetch });
}
