import { useEffect, useState } from 'react';
import { emit, on } from '../../src/lib/events';

export type AuthMode = 'login' | 'signup';

/**
 * The log-in / sign-up layer the header opens: which one is open, and whether its code was
 * ever asked for (it then stays mounted, so the dialog can close and give focus back). Any
 * `modals:close` or a finished log-in closes it.
 */
export function useAuthLayer() {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => on('modals:close', () => setMode(null)), []);
  useEffect(() => on('auth:done', () => setMode(null)), []);
  return {
    mode,
    loaded,
    open(next: AuthMode) {
      emit('auth:open', { mode: next });
      setLoaded(true);
      setMode(next);
    },
    close: () => setMode(null),
  };
}
