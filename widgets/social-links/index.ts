import * as z from 'zod/mini';
import { appleLink, appleUnlink, facebookUnlink, googleLink } from '../../src/api/accounts';
import { call } from '../../src/api/call';
import { defineEnhancer } from '../../src/boot/define-widget';
import { signInWith, type SocialNetwork } from '../../src/flows/auth/social/sign-in';
import { messages as m } from './messages';

const NAMES: Record<SocialNetwork, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/**
 * What each network's row can do (spec §7): Google and Apple link with the network's sign-in,
 * Apple and Facebook unlink. The spec has no Google unlink and no Facebook link.
 */
const ACTIONS: Record<SocialNetwork, { link: boolean; unlink: boolean }> = {
  google: { link: true, unlink: false },
  facebook: { link: false, unlink: true },
  apple: { link: true, unlink: true },
};

/** What a link or unlink came to: done, failed (with words), failed in silence (spec §8: Apple's are swallowed), or nothing to do (a closed window). */
type Outcome = 'done' | 'failed' | 'silent' | 'none';

async function link(network: SocialNetwork): Promise<Outcome> {
  // Spec §8: Apple's script and popup failures are swallowed; Google's say so.
  const failed: Outcome = network === 'apple' ? 'silent' : 'failed';
  const signedIn = await signInWith(network, undefined).catch(() => undefined);
  if (!signedIn) return failed;
  if ('closed' in signedIn) return 'none';
  const result = network === 'google' ? await call(googleLink, { idToken: signedIn.token }) : await call(appleLink, { idToken: signedIn.token });
  return result.ok ? 'done' : failed;
}

async function unlink(network: SocialNetwork): Promise<Outcome> {
  if (network === 'apple') return (await call(appleUnlink, {})).ok ? 'done' : 'silent';
  return (await call(facebookUnlink, {})).ok ? 'done' : 'failed';
}

const isNetwork = (value: string | undefined): value is SocialNetwork => value === 'google' || value === 'facebook' || value === 'apple';

/**
 * A couple's connected accounts (fixtures/pages/account-settings.ts): each row's button links
 * the network (its sign-in, then /auth/google/link or /auth/apple/link) or unlinks it
 * (/auth/apple/unlink, /com-UnlinkFbAccount.php). The row then says its new state, its button
 * turns into the other action (the focus stays on it), and the status line says what happened.
 * Apple's failures are silent (spec §8): the row stays as it was.
 */
export default defineEnhancer({
  props: z.object({}),
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
      if (!button || !row || !isNetwork(network) || busy) return;
      const linking = button.dataset.action === 'link';
      busy = true;
      button.setAttribute('aria-busy', 'true');
      say('');
      const outcome = await (linking ? link(network) : unlink(network)).catch((): Outcome => 'failed');
      button.removeAttribute('aria-busy');
      busy = false;
      // The network's window (or the preview's chooser) took the focus and gave it to no one: back to the button.
      if (document.activeElement === document.body || document.activeElement === null) button.focus();
      const name = NAMES[network];
      if (outcome === 'failed') say(linking ? m.connectFailed(name) : m.disconnectFailed(name));
      if (outcome !== 'done') return;
      showState(row, button, network, linking);
      say(linking ? m.nowConnected(name) : m.nowDisconnected(name));
    };
    const listener = (event: MouseEvent) => void onClick(event);
    element.addEventListener('click', listener);
    return () => element.removeEventListener('click', listener);
  },
});

/** The row's new state; its button becomes the other action, or goes when the network has none (the focus then goes to the section's heading). */
function showState(row: HTMLElement, button: HTMLButtonElement, network: SocialNetwork, linked: boolean): void {
  row.dataset.linked = String(linked);
  const state = row.querySelector('.social-link__state');
  if (state) state.textContent = linked ? m.connected : m.notConnected;
  const next = linked ? ACTIONS[network].unlink : ACTIONS[network].link;
  if (next) {
    button.dataset.action = linked ? 'unlink' : 'link';
    button.textContent = linked ? m.disconnect(NAMES[network]) : m.connect(NAMES[network]);
    return;
  }
  const heading = row.closest('section')?.querySelector<HTMLElement>('h2');
  heading?.setAttribute('tabindex', '-1');
  heading?.focus();
  button.remove();
}
