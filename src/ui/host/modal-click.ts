// No React here: an enhancer whose link opens a modal (a tile's Request pricing) loads React only
// when the modal opens.

/**
 * Makes `element` (a server link to a page) open a modal instead, on a plain left click or the
 * keyboard's Enter (a click too): the link's navigation is prevented and `open` runs. A click
 * with a modifier key, or another button, keeps the link (a new tab, a download). The link takes
 * the focus first, so the modal gives it back on close, on Safari too (a click does not focus a
 * link there) and for the click the boot replays. `aria-haspopup="dialog"` says what it opens.
 * Returns the stop, which takes all of that away.
 */
export function openModalOnClick(element: HTMLElement, open: () => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    element.focus();
    open();
  };
  element.addEventListener('click', onClick);
  element.setAttribute('aria-haspopup', 'dialog');
  return () => {
    element.removeEventListener('click', onClick);
    element.removeAttribute('aria-haspopup');
  };
}
