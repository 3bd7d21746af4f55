import type { Upgrade } from '../../src/boot/define-widget';
import { pauseRealtime, resumeRealtime } from '../../src/lib/realtime';
import { chatStateStored } from '../../src/lib/chat-state-keys';
import { sameAccount, sessionStore, verifySession } from '../../src/state/session';
import { watchEarly } from './early-messages';
import { firstPanel } from './first-panel-state';
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
  const stopTaps = listenForTaps(el, launcher, upgrade);
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
  return () => {
    stopped = true;
    stopTaps();
    stopSession();
    stopInactivity();
    el.hidden = false;
    launcher.removeAttribute('role');
    launcher.removeAttribute('aria-expanded');
    // Taken over by the whole chat, the early watch is its to stop (early-messages.ts); else it stops here.
    if (!el.isConnected) stopWatch?.();
  };
}

/**
 * A tap on the launcher opens the first panel (first-panel.ts: no React) at once, with the menu
 * from the chat's first two calls, which it asks for as soon as it is in, while the whole chat's
 * code still comes (chat-api.ts askEarly); the whole chat, once in, takes over the panel and what
 * the person chose in it.
 */
function listenForTaps(el: HTMLElement, launcher: HTMLElement, upgrade: Upgrade): () => void {
  // The first panel's chunk (with the chat's calls' code) is asked for before the whole chat's: the person sees it first.
  const opening = (upgraded: () => boolean) => {
    // Caught here: when the whole chat cannot come either, nothing waits for it.
    const panel = import('./first-panel').catch(() => undefined);
    // Not upgraded (the whole chat could not load): the server's link takes the tap, to the inbox.
    if (!upgraded()) return false;
    // Open (or minimized) at once, the launcher pressed in the next frame; the panel shows when its chunk is in.
    firstPanel.open = !firstPanel.open;
    launcher.setAttribute('aria-expanded', String(firstPanel.open));
    void panel.then((module) => module?.showFirstPanel(el, launcher));
    return true;
  };
  // The held tap is not replayed on the whole chat: it mounts open, as the first panel is.
  const tapped = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('.chat-launcher') && opening(() => upgrade(event, { replay: false }))) event.preventDefault();
  };
  const onClick = (event: MouseEvent) => {
    if (event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) tapped(event);
  };
  // A link takes Enter (a click); a button takes Space too.
  const onKey = (event: KeyboardEvent) => {
    if (event.key === ' ') tapped(event);
  };
  el.addEventListener('click', onClick);
  el.addEventListener('keydown', onKey);
  return () => {
    el.removeEventListener('click', onClick);
    el.removeEventListener('keydown', onKey);
  };
}
