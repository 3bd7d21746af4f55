/**
 * A tile clickable as a whole to its one link (spec §2 dashboard tiles: discussions, articles,
 * article categories, dresses, destination weddings). The link stays the tile's only control
 * and accessible name (keyboard users tab to it, screen readers read it); a click elsewhere on
 * the tile follows it, unless the person was selecting text or asked for another tab (the
 * modifier keys and the middle button are the browser's). The boot replays on the tile the
 * click that woke it.
 */
export function enhanceClickableTile(tile: HTMLElement): () => void {
  const link = tile.querySelector<HTMLAnchorElement>('a[href]');
  if (!link) throw new Error('a clickable tile needs its link');
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (event.target instanceof Element && event.target.closest('a, button, input, select, textarea, summary, label')) return;
    if (!document.getSelection()?.isCollapsed) return;
    link.click();
  };
  tile.addEventListener('click', onClick);
  return () => tile.removeEventListener('click', onClick);
}
