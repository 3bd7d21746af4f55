import type { Upgrade } from '../../src/boot/define-widget';
import { pauseRealtime, resumeRealtime } from '../../src/lib/realtime';
import { chatStateStored } from '../../src/lib/chat-state-keys';
import { sameAccount, sessionStore, verifySession } from '../../src/state/session';
import { watchEarly } from './early-messages';
import { watchInactivity } from './inactivity';

/**
 * The chat's first moment on an account's page: the server's launcher (a link to the inbox),
 * with no React. Once the server confirms the session it follows the account's private channel;
 * the whole chat (full.ts) comes with the first message (which it then shows, as it shows every
 * message it hears), with a click on the launcher (which it replays: the chat opens), at once
 * when the chat was left open or minimized on the previous page, and when the session changes on
 * the page. Fifteen minutes without activity hide the launcher and disconnect, as the chat does.
 * A visitor's chat has nothing to follow: its first touch brings the whole chat at once, as does
 * a page that asks for the chat at load (`data-hydrate="load"`).
 */
export function enhanceLauncher(el: HTMLElement, _props: unknown, upgrade: Upgrade): (() => void) | void {
  const session = sessionStore.getState();
  const launcher = el.querySelector<HTMLElement>('a.chat-launcher');
  // A visitor's first touch, a page that asks for the chat at load, a launcher this does not know,
  // a chat state stored on an earlier page (left open or minimized): the whole chat, which shows it again.
  if (session.status === 'anonymous' || el.dataset.hydrate === 'load' || !launcher || chatStateStored()) {
    upgrade();
    return undefined;
  }
  // With the script, the launcher opens the chat: a button, as the whole chat's.
  launcher.setAttribute('role', 'button');
  launcher.setAttribute('aria-expanded', 'false');
  let stopped = false;
  let stopWatch: (() => void) | undefined;
  void verifySession().then(() => {
    const now = sessionStore.getState();
    // The channel is followed once the server has confirmed the session: stale cookies cost no refused subscription.
    if (!stopped && now.verified && now.channel && sameAccount(now, session)) stopWatch = watchEarly(now.channel, () => upgrade());
  });
  const stopSession = sessionStore.subscribe((now) => {
    if (sameAccount(now, session)) return;
    // Not this account's any more: its channel is left at once (the whole chat follows the new session's).
    stopWatch?.();
    stopWatch = undefined;
    upgrade();
  });
  // A tap opens the panel: its chunk and the chat's first two calls' module are asked for beside
  // the whole chat's, in the same wave (chat.tsx loads the panel again from the cache), and the
  // calls go as soon as their module is in, while React still comes (chat-api.ts askEarly).
  const opening = () => {
    import('./panel').catch(() => undefined);
    import('./chat-api').then(({ askEarly }) => askEarly(), () => undefined);
  };
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!(event.target instanceof Element && event.target.closest('.chat-launcher')) || !upgrade(event)) return;
    event.preventDefault();
    opening();
  };
  const onKey = (event: KeyboardEvent) => {
    // A link takes Enter (a click); a button takes Space too.
    if (event.key !== ' ' || !(event.target instanceof Element && event.target.closest('.chat-launcher')) || !upgrade(event)) return;
    event.preventDefault();
    opening();
  };
  const stopInactivity = watchInactivity(
    () => {
      el.hidden = true;
      pauseRealtime();
    },
    () => {
      el.hidden = false;
      resumeRealtime();
    },
  );
  el.addEventListener('click', onClick);
  el.addEventListener('keydown', onKey);
  return () => {
    stopped = true;
    el.removeEventListener('click', onClick);
    el.removeEventListener('keydown', onKey);
    stopSession();
    stopInactivity();
    el.hidden = false;
    launcher.removeAttribute('role');
    launcher.removeAttribute('aria-expanded');
    // Taken over by the whole chat, the early watch is its to stop (early-messages.ts); else it stops here.
    if (!el.isConnected) stopWatch?.();
  };
}
