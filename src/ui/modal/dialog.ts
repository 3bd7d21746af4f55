import { on } from '../../lib/events';
import { adoptStyles } from '../../lib/styles';
import { FLOATING_LAYER_ATTRIBUTE } from '../constants';
import { uiMessages } from '../messages';
import tokensCss from '../tokens.css?inline';
import { isTooltipOpen } from './floating-layers';
import modalCss from './modal.css?inline';
import { modalStack, modalZIndex, pushModal, removeModal, setModalLoading } from './modal-stack';

/** The spec's modal variants (§2), as the React Modal draws them. */
export type DialogVariant = 'default' | 'expanded' | 'fullscreen' | 'sidebar';

/** How {@link openDialog} draws the dialog. */
export interface DialogOptions {
  title: string;
  variant?: DialogVariant;
  className?: string;
  /** Marks it busy; while a modal is loading, no other opens (the page-wide stack). */
  loading?: boolean;
  /** Called once when it closes, however it closed (its Close, Escape, the overlay, `close()`). */
  onClose?: () => void;
}

/** An open dialog: where its content goes, and what changes it. */
export interface DialogHandle {
  /** The dialog's body, for its content. */
  body: HTMLElement;
  setTitle(title: string): void;
  setLoading(loading: boolean): void;
  close(): void;
  readonly open: boolean;
}

let count = 0;

/**
 * A modal dialog with no framework: the same markup, look and rules as the React `Modal`
 * (modal.tsx), for a layer whose touch must not wait for React (the log-in and sign-up layers).
 * It joins the page-wide modal stack (above earlier modals, the page locked, refused while
 * another modal is loading: then `null`), names itself with its title, takes the focus and
 * keeps it (everything else on the page is inert while it is on top, as a native modal dialog
 * makes it, but it stays below the toasts and tooltips), and closes on its Close button, on
 * Escape, on a press on the overlay and when a log-in is done (`auth:done`, `modals:close`),
 * giving the focus back to what had it.
 *
 * @example
 * const dialog = openDialog({ title: 'Log in', onClose: () => (layer = null) });
 * dialog?.body.append(form);
 */
export function openDialog(options: DialogOptions): DialogHandle | null {
  const id = `ui-dialog-${++count}`;
  if (!pushModal(id, { loading: options.loading })) return null;
  adoptStyles(['ui-tokens', tokensCss], ['ui-modal', modalCss]);
  const returnTo = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;

  const { overlay, content, title, closeButton, body } = drawDialog(id, options);
  const setLoading = (loading: boolean) => {
    if (loading) content.setAttribute('aria-busy', 'true');
    else content.removeAttribute('aria-busy');
    setModalLoading(id, loading);
  };
  if (options.loading) setLoading(true);

  const page = pageHold(overlay);
  const isTop = () => modalStack.getState().entries.at(-1)?.id === id;

  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    stopStack();
    for (const stop of stopEvents) stop();
    stopDismissals();
    releaseCaret(content);
    page.release();
    overlay.remove();
    removeModal(id);
    // The focus back where it was, unless a dialog that opened meanwhile holds it.
    const holder = document.activeElement?.closest('dialog, [role="dialog"], [role="alertdialog"]');
    if (returnTo?.isConnected && (!holder || holder.contains(returnTo))) returnTo.focus();
    options.onClose?.();
  };
  closeButton.addEventListener('click', close);
  const stopDismissals = listenForDismissals(overlay, isTop, () => close());
  // Spec §4: when log-in or sign-up is done, open modals close (any widget can also ask).
  const stopEvents = [on('auth:done', close), on('modals:close', close)];
  const stopStack = modalStack.subscribe(() => {
    overlay.style.zIndex = String(modalZIndex(modalStack.getState().entries.findIndex((entry) => entry.id === id)));
    if (isTop()) page.hold();
    else page.release();
  });
  overlay.style.zIndex = String(modalZIndex(modalStack.getState().entries.length - 1));
  document.body.append(overlay);
  page.hold();
  closeButton.focus();

  return {
    body,
    setTitle: (text) => (title.textContent = text),
    setLoading,
    close,
    get open() {
      return open;
    },
  };
}

/**
 * Escape and a press on the overlay close the dialog while it is the top modal; returns the stop.
 * Escape is heard on window in the capture phase, before the document's listeners: a React
 * modal underneath (Radix listens on the document) never hears it, and a tooltip open takes it
 * first. What is inside may still take it: a combobox closing its list
 * (src/ui/city-suggest/suggest.ts, also on window, added after) prevents it, and the dialog stays.
 */
function listenForDismissals(overlay: HTMLElement, isTop: () => boolean, close: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isTop() || isTooltipOpen()) return;
    event.stopPropagation();
    setTimeout(() => {
      if (!event.defaultPrevented) close();
    });
  };
  const onPress = (event: PointerEvent) => {
    if (event.target === overlay && isTop()) close();
  };
  window.addEventListener('keydown', onKey, true);
  overlay.addEventListener('pointerdown', onPress);
  return () => {
    window.removeEventListener('keydown', onKey, true);
    overlay.removeEventListener('pointerdown', onPress);
  };
}

/** The React Modal's markup: the overlay, the named dialog, its header with Close, its body. */
function drawDialog(id: string, options: DialogOptions) {
  const variant = options.variant ?? 'default';
  const overlay = document.createElement('div');
  overlay.className = `modal-overlay modal-overlay--${variant}`;
  // A React modal underneath (Radix) turns pointer events off on the body.
  overlay.style.pointerEvents = 'auto';
  const content = document.createElement('div');
  content.className = ['modal', variant === 'default' ? '' : `modal--${variant}`, options.className ?? ''].filter(Boolean).join(' ');
  content.setAttribute('role', 'dialog');
  content.setAttribute('aria-modal', 'true');
  // As Radix marks its open content (what looks for the open dialog finds this one too).
  content.dataset.state = 'open';
  content.tabIndex = -1;
  const header = document.createElement('div');
  header.className = 'modal__header';
  const title = document.createElement('h2');
  title.className = 'modal__title';
  title.id = `${id}-title`;
  title.textContent = options.title;
  content.setAttribute('aria-labelledby', title.id);
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'modal__close';
  closeButton.setAttribute('aria-label', uiMessages.close);
  const cross = document.createElement('span');
  cross.setAttribute('aria-hidden', 'true');
  cross.textContent = '×';
  closeButton.append(cross);
  header.append(title, closeButton);
  const body = document.createElement('div');
  body.className = 'modal__body';
  content.append(header, body);
  overlay.append(content);
  return { overlay, content, title, closeButton, body };
}

/**
 * Everything else on the page inert while the dialog is on top, as a native modal dialog makes
 * it (the focus stays in, screen readers read only the dialog); the toasts and tooltips, which
 * float above every modal, stay live, as do elements added after (a toast shown meanwhile).
 */
function pageHold(overlay: HTMLElement) {
  let inerted: HTMLElement[] = [];
  const release = () => {
    for (const element of inerted) element.inert = false;
    inerted = [];
  };
  const hold = () => {
    if (inerted.length) return;
    inerted = [...document.body.children].filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element !== overlay && !element.inert && !element.hasAttribute(FLOATING_LAYER_ATTRIBUTE),
    );
    for (const element of inerted) element.inert = true;
  };
  return { hold, release };
}

/**
 * Takes the text caret out of a closing dialog: WebKit (Safari) otherwise scrolls the page to
 * where the removed dialog's caret was, a moment after it has gone (as modal.tsx does).
 */
export function releaseCaret(content: HTMLElement | null): void {
  if (!content) return;
  const selection = document.getSelection();
  if (selection?.anchorNode && content.contains(selection.anchorNode)) selection.removeAllRanges();
  const active = document.activeElement;
  if (active instanceof HTMLElement && content.contains(active)) active.blur();
}
