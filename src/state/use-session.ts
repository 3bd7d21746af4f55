import { useStore } from 'zustand';
import { sessionStore, type SessionState } from './session';

/** React binding: `const status = useSession((s) => s.status)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
