import { createRoot, type Root } from 'react-dom/client';
import { CountrySelectorModal } from './country-selector-modal';

/**
 * Makes the footer's country link open the country selector modal. Its own React root (in
 * body, created on the first open) holds the modal: the server's link stays as it is, so it keeps
 * focus and its place. A click with a modifier key still opens the page in a new tab.
 */
export function enhanceCountryLink(link: HTMLAnchorElement): () => void {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  // A new modal each time it opens: the list is fetched again, and a failure does not linger.
  let opened = 0;
  const render = (open: boolean) => {
    if (!root) {
      container = document.body.appendChild(document.createElement('div'));
      root = createRoot(container);
    }
    root.render(<CountrySelectorModal key={opened} open={open} onOpenChange={render} pageHref={link.getAttribute('href') ?? link.href} />);
  };
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Focus returns to what had it when the modal opened: make that the link, even on Safari
    // (a click does not focus links there) and for the click the boot replays.
    link.focus();
    opened += 1;
    render(true);
  };
  link.addEventListener('click', onClick);
  link.setAttribute('aria-haspopup', 'dialog');
  return () => {
    link.removeEventListener('click', onClick);
    link.removeAttribute('aria-haspopup');
    root?.unmount();
    container?.remove();
  };
}
