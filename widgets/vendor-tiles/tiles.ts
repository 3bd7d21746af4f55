import { nextSlide, prefetchGallery, restoreGallery, showGalleryState } from './gallery';
import { importAgain } from '../../src/lib/import-again';
import { adoptStyles } from '../../src/lib/styles';
import tokensCss from '../../src/ui/tokens.css?inline';
import { showImageState } from './images';
import css from './tiles.css?inline';
import { revealPhone } from './phone';
import { isTapMode } from './tap-mode';

/** Spec §9: tiles (and their gallery images) are enhanced this far before they scroll into view. */
export const TILE_MARGIN_PX = 200;
/** Tiles handed to the observer per task, so thousands of tiles never make one long task. */
const OBSERVE_SLICE = 400;

/**
 * Enhances a list's vendor tiles as they come near the viewport (gallery arrows, image states,
 * the gallery position kept for the session) and answers its deal badges and phone links by
 * delegation: the cost is per tile seen, whatever the list's length. Returns a stop function.
 */
export function enhanceTiles(list: HTMLElement, first?: Event): () => void {
  adoptStyles(['ui-tokens', tokensCss], ['vendor-tiles', css]);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        enhanceTile(entry.target as HTMLElement);
      }
    },
    { rootMargin: `${TILE_MARGIN_PX}px` },
  );
  const tiles = list.querySelectorAll<HTMLElement>('.vendor-tile[data-vendor-id]');
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observeSlice = () => {
    for (const end = Math.min(next + OBSERVE_SLICE, tiles.length); next < end; next++) observer.observe(tiles[next]!);
    if (next < tiles.length) timer = setTimeout(observeSlice);
  };
  observeSlice();

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const phone = target?.closest<HTMLAnchorElement>('a[data-phone]');
    if (phone && list.contains(phone)) return revealPhone(event, phone);
    const deal = target?.closest<HTMLAnchorElement>('a[data-deal]');
    // A tap opens the deal's tooltip instead of following the link; a desktop click follows it.
    // Once the deal's code has the badge, its own click decides (deal.ts: the next tap follows it).
    if (deal && list.contains(deal) && isTapMode() && (dealsLoading.has(deal) || !deal.hasAttribute('data-deal-open'))) {
      event.preventDefault();
      return showDeal(deal, true);
    }
    const arrow = target?.closest<HTMLButtonElement>('button[data-gallery-step]');
    if (arrow) return void nextSlide(arrow);
    // The photos sit above the card's link (so they can be swiped); a click on one still opens the vendor.
    const slide = target?.closest('.tile-gallery__slide');
    if (slide) slide.closest('.vendor-tile')?.querySelector<HTMLAnchorElement>('.vendor-tile__link')?.click();
  };
  const onApproach = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const deal = target?.closest<HTMLAnchorElement>('a[data-deal]');
    if (deal) return showDeal(deal);
    // Pointing at (or tabbing into) a tile's photos fetches its gallery before the first click.
    const media = target?.closest<HTMLElement>('.vendor-tile__media');
    if (media) prefetchGallery(media);
  };
  // What woke the list (pointing at a deal, or at a tile's photos) is answered now, not on the next move.
  if (first && first.type !== 'click') onApproach(first);
  list.addEventListener('click', onClick);
  list.addEventListener('pointerover', onApproach, { passive: true });
  list.addEventListener('focusin', onApproach);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    list.removeEventListener('click', onClick);
    list.removeEventListener('pointerover', onApproach);
    list.removeEventListener('focusin', onApproach);
  };
}

/** The deal tooltip's code (floating-ui, no React), read at each load, so a test can make it fail as a lost chunk would. */
export const dealChunk = { load: () => import('./deal') };

/** Deal badges whose tooltip code is loading, and whether they were tapped meanwhile. */
const dealsLoading = new WeakMap<HTMLAnchorElement, { tapped: boolean }>();

/**
 * The deal tooltip's code loads the first time a deal badge is used, tried once more when it
 * fails. When it still cannot load, a tap (which asked for the deal) goes to the badge's own
 * page; pointing at it asked for nothing, so the badge stays the plain link and the next use
 * asks again.
 */
function showDeal(link: HTMLAnchorElement, tapped = false): void {
  // A tap while the code is on its way: the badge says it was taken (the site's busy style).
  if (tapped) link.setAttribute('aria-busy', 'true');
  const loading = dealsLoading.get(link);
  if (loading) {
    loading.tapped ||= tapped;
    return;
  }
  if (link.hasAttribute('data-deal-open')) return;
  link.setAttribute('data-deal-open', '');
  const state = { tapped };
  dealsLoading.set(link, state);
  importAgain(() => dealChunk.load()).then(
    ({ openDeal }) => {
      dealsLoading.delete(link);
      openDeal(link);
    },
    (error: unknown) => {
      dealsLoading.delete(link);
      link.removeAttribute('data-deal-open');
      link.removeAttribute('aria-busy');
      console.error('[widgets] Widget "vendor-tiles": the deal could not load.', error);
      if (state.tapped) location.assign(link.href);
    },
  );
}

/**
 * One tile near the viewport: its arrows show (the server printed them hidden), its photos get
 * their states, its gallery its scroll handling. Nothing is inserted or measured, so the cost
 * stays the same whatever the page's length; it is measured for the bench.
 */
function enhanceTile(tile: HTMLElement): void {
  const start = performance.now();
  const gallery = tile.querySelector<HTMLElement>('.tile-gallery');
  if (gallery && !tile.hasAttribute('data-tile-enhanced')) {
    tile.setAttribute('data-tile-enhanced', '');
    gallery.querySelectorAll('img').forEach(showImageState);
    showGalleryState(gallery);
    restoreGallery(gallery);
  }
  performance.measure('vendor-tiles:enhance', { start });
}
