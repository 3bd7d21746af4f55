import { call } from '../../src/api/call';
import { vendorsGallery } from '../../src/api/listing';
import { readValue, writeValue } from '../../src/lib/stored-value';
import { listingVendorGallery } from '../../src/lib/stored-values';
import { currentSlide, galleryEdges } from '../../src/ui/slider/edges';
import { imageSrcset, showImageState, TILE_IMAGE_SIZES } from './images';

/** Spec §9: gallery images load this far before they scroll into view. */
export const GALLERY_LAZY_MARGIN_PX = 200;
/** Vendors asked for in one gallery batch: the tile used, then other enhanced tiles not loaded yet. */
export const GALLERY_BATCH = 12;

/** How far from a photo's edge (a share of its width) a scroll at rest counts as on that photo: pixel rounding, not a pause mid-way. */
const SLIDE_REST_TOLERANCE = 0.05;

type Photos = { src: string; alt: string }[];

/** Each vendor's gallery, asked for once a page: undefined when the batch failed (asked again on next use). */
const asked = new Map<number, Promise<Photos | undefined>>();

const vendorOf = (gallery: HTMLElement) => Number(gallery.closest<HTMLElement>('[data-vendor-id]')?.dataset.vendorId);
const trackOf = (gallery: HTMLElement) => gallery.querySelector<HTMLElement>('.tile-gallery__track');

/**
 * Arrows follow the scroll position; the position is kept for the session (spec §3
 * listingVendorGallery). Nothing is measured until the gallery moves: enhancing a tile forces
 * no layout, so its cost does not grow with the page.
 */
export function showGalleryState(gallery: HTMLElement): void {
  const track = trackOf(gallery);
  if (!track) return;
  let settle: ReturnType<typeof setTimeout> | undefined;
  track.addEventListener(
    'scroll',
    () => {
      updateArrows(gallery);
      clearTimeout(settle);
      settle = setTimeout(() => {
        // Only a position at rest on a photo is taken: a smooth scroll that paused between two
        // (a slow phone skips frames) is still on its way to the photo the last press aimed at.
        const slide = currentSlide(track);
        if (Math.abs(track.scrollLeft - slide * track.clientWidth) > track.clientWidth * SLIDE_REST_TOLERANCE) return;
        // While a press's scroll is on its way, only its photo is taken: a busy phone can leave
        // the gallery at rest on the photo before for a while before that scroll starts.
        const aimed = gallery.dataset.aim;
        if (aimed !== undefined && Number(aimed) !== slide) return;
        delete gallery.dataset.aim;
        gallery.dataset.slide = String(slide);
        writeValue(listingVendorGallery(vendorOf(gallery)), slide);
      }, 150);
    },
    { passive: true },
  );
  listenForOwnScrolls();
}

let listeningForOwnScrolls = false;

/**
 * A person's own swipe, wheel or key in a gallery ends its wait for a press's photo: where they
 * leave it counts. One set of listeners on the document for every gallery of the page, so a
 * tile costs no more listeners than its scroll.
 */
function listenForOwnScrolls(): void {
  if (listeningForOwnScrolls) return;
  listeningForOwnScrolls = true;
  const own = (event: Event) => {
    const gallery = event.target instanceof Element ? event.target.closest<HTMLElement>('.tile-gallery') : null;
    if (gallery) delete gallery.dataset.aim;
  };
  for (const type of ['pointerdown', 'touchstart', 'wheel', 'keydown']) document.addEventListener(type, own, { passive: true, capture: true });
}

function updateArrows(gallery: HTMLElement): void {
  const track = trackOf(gallery);
  if (!track) return;
  const { atStart, atEnd } = galleryEdges(track);
  // Until the gallery is loaded there may be more photos: next stays usable (it loads them).
  const loaded = gallery.hasAttribute('data-gallery-loaded');
  setDisabled(gallery.querySelector('[data-gallery-step="prev"]'), atStart);
  setDisabled(gallery.querySelector('[data-gallery-step="next"]'), loaded && atEnd);
}

/** aria-disabled, not disabled: a keyboard user at the last photo keeps focus on the arrow. */
function setDisabled(button: Element | null, disabled: boolean): void {
  button?.setAttribute('aria-disabled', String(disabled));
}

/** An arrow was used: the gallery loads if needed, then moves one photo. */
export async function nextSlide(arrow: HTMLButtonElement): Promise<void> {
  const gallery = arrow.closest<HTMLElement>('.tile-gallery');
  const track = gallery && trackOf(gallery);
  if (!gallery || !track || arrow.getAttribute('aria-disabled') === 'true') return;
  const step = arrow.dataset.galleryStep === 'prev' ? -1 : 1;
  if (step > 0) await loadGallery(gallery);
  // From the photo the last click aimed at, not the scroll position: quick clicks each count.
  const slides = track.children.length;
  const target = Math.min(slides - 1, Math.max(0, Number(gallery.dataset.slide ?? currentSlide(track)) + step));
  gallery.dataset.slide = String(target);
  gallery.dataset.aim = String(target);
  track.scrollTo({ left: target * track.clientWidth, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
}

/** Pointing at a tile's photos asks for its gallery ahead of the first click. */
export function prefetchGallery(media: HTMLElement): void {
  const gallery = media.querySelector<HTMLElement>('.tile-gallery');
  if (gallery?.closest('[data-tile-enhanced]')) void loadGallery(gallery);
}

/** A gallery seen earlier in the session opens at the photo it was left on. */
export function restoreGallery(gallery: HTMLElement): void {
  const position = readValue(listingVendorGallery(vendorOf(gallery)));
  if (!position) return;
  void loadGallery(gallery).then(() => {
    const track = trackOf(gallery);
    if (track) track.scrollLeft = position * track.clientWidth;
  });
}

/**
 * Adds the vendor's photos after the server's one. They come from one /listing/vendors/gallery
 * batch for this tile and the other enhanced tiles not loaded yet; a failed batch leaves the
 * server image as it is (the next use asks again).
 */
async function loadGallery(gallery: HTMLElement): Promise<void> {
  if (gallery.hasAttribute('data-gallery-loaded')) return;
  const vendorId = vendorOf(gallery);
  gallery.setAttribute('aria-busy', 'true');
  const photos = await photosOf(vendorId, gallery);
  gallery.removeAttribute('aria-busy');
  if (!photos || gallery.hasAttribute('data-gallery-loaded')) return updateArrows(gallery);
  gallery.setAttribute('data-gallery-loaded', '');
  const track = trackOf(gallery);
  // A track that scrolls is reachable by keyboard too (arrow keys scroll it once focused).
  if (photos.length > 1) track?.setAttribute('tabindex', '0');
  const first = track?.querySelector('img')?.getAttribute('src');
  const lazy = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        lazy.unobserve(entry.target);
        loadImage(entry.target as HTMLImageElement);
      }
    },
    { root: track, rootMargin: `0px ${GALLERY_LAZY_MARGIN_PX}px` },
  );
  for (const photo of photos.filter((p) => p.src !== first)) {
    const slide = document.createElement('li');
    slide.className = 'tile-gallery__slide';
    const img = document.createElement('img');
    img.dataset.src = photo.src;
    img.alt = photo.alt;
    img.width = 640;
    img.height = 480;
    img.setAttribute('data-state', 'loading');
    slide.append(img);
    track?.append(slide);
    lazy.observe(img);
  }
  updateArrows(gallery);
}

function loadImage(img: HTMLImageElement): void {
  const src = img.dataset.src ?? '';
  img.sizes = TILE_IMAGE_SIZES;
  img.srcset = imageSrcset(src);
  img.src = src;
  img.removeAttribute('data-src');
  showImageState(img);
}

function photosOf(vendorId: number, gallery: HTMLElement): Promise<Photos | undefined> {
  const known = asked.get(vendorId);
  if (known) return known;
  const others = [...(gallery.closest('[data-widget="vendor-tiles"]') ?? document).querySelectorAll<HTMLElement>('[data-tile-enhanced][data-vendor-id]')]
    .map((tile) => Number(tile.dataset.vendorId))
    .filter((id) => id !== vendorId && !asked.has(id));
  const ids = [vendorId, ...new Set(others)].slice(0, GALLERY_BATCH);
  const batch = call(vendorsGallery, { vendorIds: ids }).then((result) => {
    if (!result.ok) console.warn('[widgets] The tile galleries could not be loaded; the server images stay.', result.error);
    return result.ok ? result.data.listingVendorsGalleryJson : undefined;
  });
  for (const id of ids) {
    const photos = batch.then((galleries) => (galleries ? (galleries[String(id)] ?? []) : undefined));
    asked.set(id, photos);
    // A failed batch is forgotten, so the next use asks again.
    void photos.then((found) => found ?? asked.delete(id));
  }
  return asked.get(vendorId)!;
}
