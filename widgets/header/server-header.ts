import type { Upgrade } from '../../src/boot/define-widget';
import { sessionStore } from '../../src/state/session';
import { busyUntil } from '../../src/ui/busy';
import { authModeOf, openAuthNow } from './use-auth-layer';

/**
 * A visitor's header as the server drew it, with no React (spec §2 header): its Log in and Sign
 * up open the layer (busy until it shows), its links stay links, and its menus keep their
 * no-JS behaviour until touched. A touch on a menu (pointing at it, or a click on its Menu or a
 * toggle) asks for the whole header, which replays that click; so do a log-in on the page and a
 * page that asks for the header at load. An account's header is a widget of its own, live
 * without React too (account.ts).
 */
export function enhanceServerHeader(el: HTMLElement, _props: unknown, upgrade: Upgrade): (() => void) | void {
  // An account (the session changed on the page since the server drew a visitor's header, or a
  // page that puts this widget on an account's header: its own is `account-header`), or a page
  // that asks for the header at load: the whole header.
  if (sessionStore.getState().status !== 'anonymous' || el.dataset.hydrate === 'load') {
    upgrade();
    return undefined;
  }
  const authLinks = [...el.querySelectorAll('a[href]')].filter((link): link is HTMLAnchorElement => link instanceof HTMLAnchorElement && authModeOf(link) !== undefined);
  for (const link of authLinks) link.setAttribute('aria-haspopup', 'dialog');
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest('a[href]');
    const mode = link instanceof HTMLAnchorElement ? authModeOf(link) : undefined;
    if (link && mode) {
      event.preventDefault();
      // Focused first, so the layer gives the focus back to it on close (Safari does not focus a clicked link).
      (link as HTMLElement).focus();
      void busyUntil(link, openAuthNow(mode));
      return;
    }
    if (target?.closest('summary, button') && upgrade(event)) event.preventDefault();
  };
  const onPointer = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.target instanceof Element && event.target.closest('.site-menu')) upgrade();
  };
  const stopSession = sessionStore.subscribe((session) => {
    if (session.status !== 'anonymous') upgrade();
  });
  el.addEventListener('click', onClick);
  el.addEventListener('pointerover', onPointer);
  return () => {
    el.removeEventListener('click', onClick);
    el.removeEventListener('pointerover', onPointer);
    stopSession();
    for (const link of authLinks) link.removeAttribute('aria-haspopup');
  };
}
