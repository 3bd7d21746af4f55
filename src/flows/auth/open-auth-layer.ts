import { on } from '../../lib/events';
import { sessionStore } from '../../state/session';
import type { FragmentDialogHandle } from '../../ui/fragment/fragment-dialog';
import { openAuthDialog, showInAuthDialog, type AuthRequest } from './auth-layer';

/** The page's one layer, while it is open. */
let layer: FragmentDialogHandle | null = null;
/** Who waits for the layer to close (ensureLoggedIn). */
const waiting = new Set<() => void>();

function closed(): void {
  layer = null;
  for (const listener of waiting) listener();
}

/**
 * Opens the log-in or sign-up layer from any widget (header buttons, a favourite heart, expert
 * advice). One layer a page: asking for the other mode while it is open switches it.
 */
export function openAuthLayer(request: AuthRequest): void {
  if (layer) showInAuthDialog(layer, { ...request });
  else layer = openAuthDialog({ ...request }, closed);
}

/**
 * Spec §6: what needs an account asks for it. Resolves true at once for a session, else opens
 * the layer (sign-up by default) and resolves true once the person logs in or signs up, false
 * when they close it.
 */
export function ensureLoggedIn(request: Partial<AuthRequest> = {}): Promise<boolean> {
  if (sessionStore.getState().status !== 'anonymous') return Promise.resolve(true);
  return new Promise((resolve) => {
    const stopDone = on('auth:done', () => finish(true));
    const onClosed = () => finish(sessionStore.getState().status !== 'anonymous');
    waiting.add(onClosed);
    function finish(done: boolean) {
      stopDone();
      waiting.delete(onClosed);
      resolve(done);
    }
    openAuthLayer({ mode: 'signup', ...request });
  });
}
