import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { on } from '../../lib/events';
import { sessionStore } from '../../state/session';
import { mountUiHost } from '../../ui/host/mount-host';
import { AuthLayer, type AuthRequest } from './auth-layer';

const layerStore = createStore<{ request: AuthRequest | null }>(() => ({ request: null }));

function AuthLayerHost() {
  const request = useStore(layerStore, (s) => s.request);
  return <AuthLayer request={request} onClose={() => layerStore.setState({ request: null })} />;
}

on('auth:done', () => layerStore.setState({ request: null }));

/**
 * Opens the log-in or sign-up layer from any widget (header buttons, a favourite heart, expert
 * advice). One layer a page, in its own root: asking for the other mode switches it.
 */
export function openAuthLayer(request: AuthRequest): void {
  layerStore.setState({ request: { ...request } });
  mountUiHost('auth-layer', <AuthLayerHost />);
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
    const stopClose = layerStore.subscribe((state) => {
      if (state.request === null) finish(sessionStore.getState().status !== 'anonymous');
    });
    function finish(done: boolean) {
      stopDone();
      stopClose();
      resolve(done);
    }
    openAuthLayer({ mode: 'signup', ...request });
  });
}
