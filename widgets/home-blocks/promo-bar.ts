import { byId } from '../../src/lib/dom-query';

/**
 * The promotional bar (spec §2 "Promotional bar can be closed", §9 closed flag 1 day), rendered
 * by the server, which leaves it out while the closed cookie lives. Its close (a form that works
 * without JavaScript) hides the bar here and writes the cookie; the focus, if it was on the
 * close, goes to the page's main content. The cookie's code comes in a chunk of its own, asked
 * for at once (the runtime's list of widgets stays short): when it cannot load, the form goes to
 * the server, which sets the cookie.
 */
export function enhancePromoBar(bar: HTMLElement): () => void {
  const values = import('./promo-bar-values');
  // A page cached before the cookie was set (the back/forward cache, another tab's close).
  values.then(({ isClosed }) => isClosed() && (bar.hidden = true), () => undefined);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const hadFocus = bar.contains(document.activeElement);
    bar.hidden = true;
    if (hadFocus) byId('main')?.focus();
    values.then(({ rememberClose }) => rememberClose(), () => form.submit());
  };
  bar.addEventListener('submit', onSubmit);
  return () => bar.removeEventListener('submit', onSubmit);
}
