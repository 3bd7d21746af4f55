let saved: { overflow: string; paddingRight: string } | null = null;

/**
 * Stops the page behind the modals from scrolling, the way a user agent sees it: `overflow: hidden`
 * on body (which propagates to the viewport). The scrollbar's width is added as padding so the page
 * does not shift sideways when the bar disappears. Idempotent: the stack calls it on 0 → 1 modals.
 */
export function lockPageScroll(): void {
  if (saved) return;
  const { body, documentElement } = document;
  // clientWidth is 0 where there is no layout (tests, detached documents): no gap to make up.
  const scrollbarGap = documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  if (scrollbarGap > 0) {
    const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${padding + scrollbarGap}px`;
  }
  body.style.overflow = 'hidden';
}

/** Gives the page back the inline styles it had before {@link lockPageScroll}; called on 1 → 0 modals. */
export function unlockPageScroll(): void {
  if (!saved) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingRight = saved.paddingRight;
  saved = null;
}
