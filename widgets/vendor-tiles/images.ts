import { BREAKPOINTS } from '../../src/ui/breakpoints';

/** Spec §9: the widths an image is offered in. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** A tile image's width on screen: 1 column on phones, 2 from the phone edge, 3 from tablets, 4 on large desktops. */
export const TILE_IMAGE_SIZES = `(min-width: ${BREAKPOINTS.largeDesktop}px) 25vw, (min-width: ${BREAKPOINTS.tablet}px) 33vw, (min-width: ${BREAKPOINTS.phone}px) 50vw, 100vw`;

/**
 * The srcset of an image in every width of spec §9. The image service takes the width as a `w`
 * query parameter (ours: the spec does not show how the real one is asked).
 */
export function imageSrcset(src: string): string {
  const join = src.includes('?') ? '&' : '?';
  return IMAGE_WIDTHS.map((width) => `${src}${join}w=${width} ${width}w`).join(', ');
}

/** Spec §4: a lazy image is loading, loaded or in error (data-state, for the styles). */
export function showImageState(img: HTMLImageElement): void {
  const settle = () => img.setAttribute('data-state', img.naturalWidth ? 'loaded' : 'error');
  if (img.complete && (img.currentSrc || img.src)) return settle();
  img.setAttribute('data-state', 'loading');
  img.addEventListener('load', settle, { once: true });
  img.addEventListener('error', settle, { once: true });
}
