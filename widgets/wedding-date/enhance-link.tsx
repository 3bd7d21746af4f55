import { createRoot, type Root } from 'react-dom/client';
import { requireAccount as ensureAccount } from '../../src/state/account';
import { WeddingDateModal } from './wedding-date-modal';

/** Spec §7: once the date is saved, the page reloads (the countdown and tools show the new date). */
const reloadPage = () => location.reload();

/**
 * Makes a link to /tools/WeddingDate open the wedding-date modal, once there is an account to
 * save the date to (a visitor is asked to sign up or log in first; closing that leaves the
 * page as it was). The modal has its own React root in body, created on the first open: the
 * link stays as the server made it, keeps its place and takes focus back. A click with a
 * modifier key still opens the page in a new tab.
 */
export function enhanceWeddingDateLink(link: HTMLAnchorElement): () => void {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  // A new modal each time it opens: the form is fetched again (the saved date), no old problem lingers.
  let opened = 0;
  let stopped = false;
  const render = (open: boolean) => {
    if (!root) {
      container = document.body.appendChild(document.createElement('div'));
      root = createRoot(container);
    }
    root.render(
      <WeddingDateModal
        key={opened}
        open={open}
        onOpenChange={render}
        pageHref={link.getAttribute('href') ?? link.href}
        ensureAccount={ensureAccount}
        onSaved={reloadPage}
      />,
    );
  };
  const open = async () => {
    const ready = await ensureAccount().catch(() => undefined);
    // undefined: the log-in layer's chunk could not load (offline): the page is the way through.
    if (ready === undefined) return location.assign(link.href);
    if (!ready || stopped) return;
    // Focus returns to what had it when the modal opened: the link, also after a log-in layer.
    link.focus();
    opened += 1;
    render(true);
  };
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    link.focus();
    void open();
  };
  link.addEventListener('click', onClick);
  link.setAttribute('aria-haspopup', 'dialog');
  return () => {
    stopped = true;
    link.removeEventListener('click', onClick);
    link.removeAttribute('aria-haspopup');
    root?.unmount();
    container?.remove();
  };
}
