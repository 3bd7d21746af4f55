import { query } from '../../lib/dom-query';

/** How long to wait for the header's account controls after a log-in (their chunk loads). */
const WAIT_MS = 3000;

/**
 * After a log-in the layer gives focus back to the Log in button, which the header then
 * replaces with the account controls: focus would fall to the page's body. Once the control
 * marked `data-auth-focus` (the header's account button) is there, focus goes to it, unless the
 * person already moved on.
 */
export function focusAccountAfterAuth(): void {
  const until = performance.now() + WAIT_MS;
  requestAnimationFrame(function check() {
    const lost = document.activeElement === null || document.activeElement === document.body;
    const account = query<HTMLElement>('[data-auth-focus]');
    if (lost && account) return account.focus();
    if (performance.now() < until) requestAnimationFrame(check);
  });
}
