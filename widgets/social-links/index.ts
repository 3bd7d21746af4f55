import { defineEnhancer } from '../../src/boot/define-widget';
import { noProps } from '../../src/boot/no-props';
import { importAgain } from '../../src/lib/import-again';
import { messages as m } from './messages';

/**
 * A couple's connected accounts (fixtures/pages/account-settings.ts): each row's button links
 * the network (its sign-in, then /auth/google/link or /auth/apple/link) or unlinks it
 * (/auth/apple/unlink, /com-UnlinkFbAccount.php). The row then says its new state, its button
 * turns into the other action (the focus stays on it), and the status line says what happened.
 * Apple's failures are silent (spec §8): the row stays as it was.
 */
export default defineEnhancer({
  props: noProps,
  enhance(element) {
    const status = element.querySelector<HTMLElement>('[role="status"]');
    let busy = false;
    const say = (text: string) => {
      if (status) status.textContent = text;
    };
    const onClick = async (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-action]') : null;
      const row = button?.closest<HTMLElement>('[data-network]');
      const network = row?.dataset.network;
      if (!button || !row || !network || busy) return;
      const linking = button.dataset.action === 'link';
      busy = true;
      button.setAttribute('aria-busy', 'true');
      say('');
      // The calls and the network's sign-in load with the first press.
      const actions = await importAgain(() => import('./actions')).catch(() => undefined);
      const outcome = !actions ? 'failed' : !actions.isNetwork(network) ? 'none' : await (linking ? actions.link(network) : actions.unlink(network)).catch(() => 'failed' as const);
      button.removeAttribute('aria-busy');
      busy = false;
      // The network's window (or the preview's chooser) took the focus and gave it to no one: back to the button.
      if (document.activeElement === document.body || document.activeElement === null) button.focus();
      const name = row.querySelector('.social-link__name')?.textContent ?? network;
      if (outcome === 'failed') say(linking ? m.connectFailed(name) : m.disconnectFailed(name));
      if (outcome !== 'done' || !actions?.isNetwork(network)) return;
      const next = linking ? actions.ACTIONS[network].unlink : actions.ACTIONS[network].link;
      showState(row, button, name, linking, next);
      say(linking ? m.nowConnected(name) : m.nowDisconnected(name));
    };
    const listener = (event: MouseEvent) => void onClick(event);
    element.addEventListener('click', listener);
    return () => element.removeEventListener('click', listener);
  },
});

/** The row's new state; its button becomes the other action, or goes when the network has none (the focus then goes to the section's heading). */
function showState(row: HTMLElement, button: HTMLButtonElement, name: string, linked: boolean, next: boolean): void {
  row.dataset.linked = String(linked);
  const state = row.querySelector('.social-link__state');
  if (state) state.textContent = linked ? m.connected : m.notConnected;
  if (next) {
    button.dataset.action = linked ? 'unlink' : 'link';
    button.textContent = linked ? m.disconnect(name) : m.connect(name);
    return;
  }
  const heading = row.closest('section')?.querySelector<HTMLElement>('h2');
  heading?.setAttribute('tabindex', '-1');
  heading?.focus();
  button.remove();
}
