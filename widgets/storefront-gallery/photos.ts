/** One photo of the storefront's gallery, as the server rendered it. */
export interface GalleryPhoto {
  /** The full image (the link's target without JavaScript). */
  src: string;
  /** The widths the image service offers (spec §9), when the server gave them. */
  srcset?: string;
  alt: string;
}

/** The strip's photo links: each a link to its full image around its thumbnail. */
export function photoLinks(strip: HTMLElement): HTMLAnchorElement[] {
  return [...strip.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((link) => link.querySelector('img'));
}

/** What the full-screen gallery shows of each link. */
export function readPhotos(links: readonly HTMLAnchorElement[]): GalleryPhoto[] {
  return links.map((link) => {
    const img = link.querySelector('img');
    return { src: link.href, srcset: img?.getAttribute('srcset') ?? undefined, alt: img?.alt ?? '' };
  });
}
