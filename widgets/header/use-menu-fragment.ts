import { useRef, useState } from 'react';
import { importAgain } from '../../src/lib/import-again';

export type MenuFragment = { state: 'idle' | 'loading' | 'error' } | { state: 'ready'; html: string };

/**
 * The account dropdown's server HTML (spec §7, user or vendor variant). `fetch` may be called
 * from hover, focus and click in one tick: one request goes out, and none once it is loaded.
 */
export function useMenuFragment(variant: 'user' | 'vendor'): { fragment: MenuFragment; fetch: () => Promise<void> } {
  const [fragment, setFragment] = useState<MenuFragment>({ state: 'idle' });
  // Refs, not state: the events of one tick all see the same render.
  const inFlight = useRef(false);
  const loaded = useRef(false);
  const fetch = async () => {
    if (inFlight.current || loaded.current) return;
    inFlight.current = true;
    setFragment({ state: 'loading' });
    try {
      // The API client loads with the account chunk, tried once more when it fails; a chunk that
      // still cannot load is an error with a retry.
      const { call, userMenuDropdown, vendorMenuDropdown } = await importAgain(() => import('./account-data'));
      const result = await call(variant === 'vendor' ? vendorMenuDropdown : userMenuDropdown, {});
      loaded.current = result.ok;
      setFragment(result.ok ? { state: 'ready', html: result.data } : { state: 'error' });
    } catch (error) {
      // call() answers failures as results; its chunk failing to load still leaves a retry.
      console.error('[widgets] Widget "header": the account menu could not be loaded.', error);
      setFragment({ state: 'error' });
    } finally {
      inFlight.current = false;
    }
  };
  return { fragment, fetch };
}
