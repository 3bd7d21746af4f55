import { createElement, Fragment, type ReactNode } from 'react';
import { openModalOnClick } from './modal-click';
import { mountUiHost, type UiHost } from './mount-host';

/** What a link's modal is given. */
export interface LinkedModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link's own page: the way through when the modal cannot load. */
  pageHref: string;
}

/** Options of {@link enhanceModalLink}. */
export interface ModalLinkOptions {
  /** Names the modal's host (`data-ui-host`); each link gets its own. */
  host: string;
  /** The modal, given its open state and the link's page. */
  modal: (props: LinkedModalProps) => ReactNode;
  /**
   * Runs before each open (asks for an account, say): false opens nothing; a rejection (the code
   * it needs could not load) follows the link, the page being the way through.
   */
  beforeOpen?: () => Promise<boolean>;
}

let links = 0;

/**
 * A server link that opens `modal` in its own root in document.body ({@link mountUiHost}, created
 * on the first open), through {@link openModalOnClick}. Each open renders a new modal, so it loads
 * afresh and no earlier failure lingers. The stop takes the click, the attribute and the host away.
 *
 * @example
 * return enhanceModalLink(link, { host: 'country-selector', modal: (props) => createElement(CountrySelectorModal, props) });
 */
export function enhanceModalLink(link: HTMLAnchorElement, options: ModalLinkOptions): () => void {
  const name = `${options.host}-${(links += 1)}`;
  const pageHref = link.getAttribute('href') ?? link.href;
  let host: UiHost | undefined;
  let opened = 0;
  let stopped = false;
  const render = (open: boolean) => {
    if (stopped) return;
    const modal = options.modal({ open, onOpenChange: render, pageHref });
    host = mountUiHost(name, createElement(Fragment, { key: opened }, modal), { again: 'render' });
  };
  const open = async () => {
    const ready = options.beforeOpen ? await options.beforeOpen().catch(() => undefined) : true;
    if (ready === undefined) return location.assign(link.href);
    if (!ready || stopped) return;
    // Focus returns to what had it when the modal opened: the link, also after a log-in layer.
    link.focus();
    opened += 1;
    render(true);
  };
  const stopClick = openModalOnClick(link, () => void open());
  return () => {
    stopped = true;
    stopClick();
    host?.unmount();
  };
}
