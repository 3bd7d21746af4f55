import { byId } from '../../src/lib/dom-query';

/**
 * Spec §9: a hash link lands its section's heading this far below the page's sticky bars. The
 * site's CSS does the landing (scroll-padding-top for the bars, scroll-margin-top for the
 * offset), so a page opened with a hash lands the same before any script; this module only reads it.
 */
export const HASH_SCROLL_OFFSET_PX = 50;

/** The nav's links to sections of the page, with the sections they go to. */
function linkedSections(nav: HTMLElement): { link: HTMLAnchorElement; section: HTMLElement }[] {
  return [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].flatMap((link) => {
    const section = byId(decodeURIComponent(link.hash.slice(1)));
    return section ? [{ link, section }] : [];
  });
}

/**
 * The section being read: the last whose top has passed the line where a hash link lands it (the
 * sticky bars plus the offset), or none above the first.
 */
export function currentSection<T extends { section: HTMLElement }>(entries: readonly T[]): T | undefined {
  const bars = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const line = bars + HASH_SCROLL_OFFSET_PX + 1;
  let current: T | undefined;
  for (const entry of entries) if (entry.section.getBoundingClientRect().top <= line) current = entry;
  return current;
}

/**
 * The storefront's section navigation (spec §2): its links are the server's (hash links, which
 * the site's CSS lands 50 px below the sticky bars); woken by the first touch, it marks the
 * section in view with aria-current="location" as the page scrolls, and a followed link at once.
 */
export function enhanceSectionNav(nav: HTMLElement): () => void {
  const entries = linkedSections(nav);
  const mark = (link: HTMLAnchorElement | undefined) => {
    for (const entry of entries) {
      if (entry.link === link) entry.link.setAttribute('aria-current', 'location');
      else entry.link.removeAttribute('aria-current');
    }
    if (link) revealInList(link);
  };
  let frame = 0;
  const onScroll = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      mark(currentSection(entries)?.link);
    });
  };
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const entry = entries.find((e) => e.link === link);
    // The browser scrolls (and the scroll confirms); the link says where the person went at once.
    if (entry) mark(entry.link);
  };
  mark(currentSection(entries)?.link);
  window.addEventListener('scroll', onScroll, { passive: true });
  nav.addEventListener('click', onClick);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    nav.removeEventListener('click', onClick);
    mark(undefined);
  };
}

/**
 * Scrolls the nav's own list (it scrolls sideways on phones) so the current link is in view; only
 * the list: scrolling the page while a person scrolls it would fight them.
 */
function revealInList(link: HTMLAnchorElement): void {
  const list = link.closest('ul');
  if (!list || list.scrollWidth <= list.clientWidth) return;
  const box = link.getBoundingClientRect();
  const view = list.getBoundingClientRect();
  const delta = box.left < view.left ? box.left - view.left : box.right > view.right ? box.right - view.right : 0;
  if (delta) list.scrollLeft += delta;
}
