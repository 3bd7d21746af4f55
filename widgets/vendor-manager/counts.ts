import { vendorManagerMessages as messages } from './messages';

// After an action in place, the manager's counts say what the server's page would: the category's
// row in the menu ('Hired' or 'N saved'), the categories hired and the vendors saved.

/** A tile's category: the id_categ of its Remove link (/tools/VendorsDelete). */
function categoryOfTile(tile: Element): string | null {
  const remove = tile.querySelector<HTMLAnchorElement>('a[href*="VendorsDelete"]');
  return remove ? new URL(remove.href).searchParams.get('id_categ') : null;
}

/**
 * Brings the counts up to date after a vendor of `categoryId` was hired, added (+1) or removed
 * (-1). The list in the page holds every saved vendor of that category (the manager shows all of
 * them, a category page its own), so the row is counted from it.
 */
export function refreshCounts(root: HTMLElement, categoryId: string | null, savedDelta: number): void {
  const counter = categoryId ? root.querySelector<HTMLElement>(`[data-category-counter="${Number(categoryId)}"]`) : null;
  if (counter) {
    const tiles = [...root.querySelectorAll('ul.tile-grid--manager > li')].filter((tile) => categoryOfTile(tile) === categoryId);
    const hired = tiles.some((tile) => tile.querySelector('.badge--hired'));
    counter.textContent = hired ? messages.hiredBadge : messages.savedCount(tiles.length);
    counter.closest('a')?.classList.toggle('manager__category--hired', hired);
  }
  const hiredCategories = root.querySelectorAll('.manager__category--hired').length;
  const rows = root.querySelectorAll('[data-category-counter]').length;
  const hiredText = root.querySelector('[data-hired-categories]');
  if (hiredText) hiredText.textContent = String(hiredCategories);
  const bar = root.querySelector<HTMLElement>('.progress__bar');
  if (bar && rows) bar.style.width = `${Math.round((hiredCategories / rows) * 100)}%`;
  const saved = root.querySelector('[data-saved-count]');
  if (saved && savedDelta) saved.textContent = String(Math.max(0, Number(saved.textContent) + savedDelta));
}
