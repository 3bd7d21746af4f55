import { importAgain } from '../../src/lib/import-again';
import { busyUntil } from '../../src/ui/busy';
import { messages as m } from './messages';
import { photoLinks, readPhotos } from './photos';

/** The full-screen gallery's code (React, the dialog), tried once more when it fails. */
const loadGallery = () => importAgain(() => import('./open-gallery'));

/**
 * The storefront's photos (spec §2: gallery, full-screen gallery). The server renders each photo
 * as a link to its full image; woken by the first touch, a plain click (or Enter) on one opens
 * the full-screen gallery at that photo, and closing gives the focus back to it. A click with a
 * modifier key keeps the link (a new tab); when the gallery's code cannot load, the link opens
 * the image as it would without JavaScript.
 */
export function enhanceStorefrontGallery(strip: HTMLElement): () => void {
  let gallery: ReturnType<typeof loadGallery> | undefined;
  const load = () => {
    const loading = (gallery ??= loadGallery());
    loading.catch(() => {
      if (gallery === loading) gallery = undefined;
    });
    return loading;
  };
  // Asked for at the first touch (a hover, a focus), so the click finds it there.
  load().catch(() => undefined);
  const links = photoLinks(strip);
  const title = strip.getAttribute('aria-label') || m.title;
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const start = links.indexOf(link as HTMLAnchorElement);
    if (start < 0 || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const opener = links[start] as HTMLAnchorElement;
    // Focus first: the dialog gives it back on close (Safari does not focus a clicked link).
    opener.focus();
    busyUntil(opener, load()).then(
      ({ openGallery }) => openGallery({ title, photos: readPhotos(links), start }),
      (error: unknown) => {
        console.error('[widgets] Widget "storefront": the full-screen gallery could not load.', error);
        location.assign(opener.href);
      },
    );
  };
  strip.addEventListener('click', onClick);
  for (const link of links) link.setAttribute('aria-haspopup', 'dialog');
  return () => {
    strip.removeEventListener('click', onClick);
    for (const link of links) link.removeAttribute('aria-haspopup');
    void gallery?.then(({ closeGallery }) => closeGallery(), () => undefined);
  };
}
