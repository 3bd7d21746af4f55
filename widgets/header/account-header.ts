import type { Upgrade } from '../../src/boot/define-widget';
import { sameAccount, sessionStore, verifySession } from '../../src/state/session';
import { enhanceAccountDropdown } from './account-dropdown';
import { badgeText, createCount, inboxLabel, riseAnnouncement, type CountOf } from './unread-count';

/**
 * A logged-in account's header as the server drew it (the favourites heart, the inbox link with
 * the count the page was made with, the account link), live with no React (spec §6): once the
 * server confirms the session, the count follows the account's private channel, and a rise is
 * announced politely. The account link is the account dropdown's button (account-dropdown.ts).
 * A touch on the site menu (a click on the phone's Menu or a toggle, or a mouse over it) asks
 * for the whole header, which replays that click; so does a session that changes on the page (a
 * log-out, another account).
 */
export function enhanceAccountHeader(el: HTMLElement, upgrade: Upgrade): () => void {
  const session = sessionStore.getState();
  const of: CountOf = session.status === 'vendor' ? 'vendor' : 'user';
  const inbox = el.querySelector<HTMLAnchorElement>('a.header-icon--inbox');
  const badge = inbox ? liveBadge(inbox, of) : undefined;
  const count = createCount(of, (n) => badge?.show(n), badge?.initial ?? null);
  let stopFollowing: (() => void) | undefined;
  let stopped = false;
  void verifySession().then(() => {
    // The channel is followed once the server has confirmed the session: stale cookies cost no refused subscription.
    const now = sessionStore.getState();
    if (!stopped && badge && now.verified && sameAccount(now, session) && now.channel) stopFollowing = count.follow(now.channel);
  });
  const stopSession = sessionStore.subscribe((now) => {
    if (sameAccount(now, session)) return;
    // Not this account's any more (a log-out elsewhere, seen on a restore): its channel is left at once, not once the whole header is in.
    stopFollowing?.();
    stopFollowing = undefined;
    upgrade();
  });
  // Restored from the back/forward cache: the count may have changed while the page was away.
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) count.refresh();
  };

  // The account link is the dropdown's button (account-dropdown.ts), with no React either.
  const accountButton = el.querySelector<HTMLElement>('a.account-menu__button');
  const stopDropdown = accountButton ? enhanceAccountDropdown(accountButton, of) : undefined;
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    // A control gone while its click bubbles was the dropdown's (its Try again replaces itself as
    // it is clicked, and is then in no .account-menu): not a touch on the site menu.
    if (!target?.isConnected || target.closest('.account-menu')) return;
    if (target.closest('summary, button') && upgrade(event)) event.preventDefault();
  };
  const onPointer = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.target instanceof Element && event.target.closest('.site-menu')) upgrade();
  };
  el.addEventListener('click', onClick);
  el.addEventListener('pointerover', onPointer);
  window.addEventListener('pageshow', onShow);
  return () => {
    stopped = true;
    el.removeEventListener('click', onClick);
    el.removeEventListener('pointerover', onPointer);
    stopDropdown?.();
    window.removeEventListener('pageshow', onShow);
    stopSession();
    stopFollowing?.();
    count.stop();
    badge?.remove();
  };
}

/**
 * The server's inbox link, its count kept up to date: its name, its badge, and a status region
 * beside it that says when the count rises. The count the server drew is its `data-count`.
 */
function liveBadge(link: HTMLAnchorElement, of: CountOf) {
  const drawn = Number(link.dataset.count);
  const initial = Number.isInteger(drawn) && drawn >= 0 ? drawn : null;
  let shown = initial;
  const status = document.createElement('span');
  status.className = 'visually-hidden';
  status.setAttribute('role', 'status');
  link.after(status);
  return {
    initial,
    show(count: number) {
      if (count === shown) return;
      if (shown !== null && count > shown) status.textContent = riseAnnouncement(count, of);
      shown = count;
      link.setAttribute('aria-label', inboxLabel(count, of));
      let mark = link.querySelector<HTMLElement>('.header-icon__badge');
      if (!count) {
        mark?.remove();
        return;
      }
      if (!mark) {
        mark = document.createElement('span');
        mark.className = 'header-icon__badge';
        mark.setAttribute('aria-hidden', 'true');
        link.append(mark);
      }
      mark.textContent = badgeText(count);
    },
    remove() {
      status.remove();
    },
  };
}
