import { useState } from 'react';

/**
 * How much of the server's one-page form was on screen, from the container's top down to the
 * bottom of the window (its whole height when it ended higher); 0 when it started below it.
 */
function shownHeight(element: HTMLElement): number {
  const box = element.getBoundingClientRect();
  return Math.max(0, Math.min(box.height, window.innerHeight - box.top));
}

/**
 * The steps replace a form several screens long: what follows it (the footer) would move up into
 * view as the widget mounts, a layout shift no one asked for. The widget keeps, as its minimum
 * height, what the server's form filled on screen (in px, undefined for none), so nothing below
 * comes into view; the steps' own height changes later follow the person's clicks, which layout
 * shift allows.
 */
export function useKeptFold(element: HTMLElement): number | undefined {
  // Read while the server's form is still in the element: React replaces it in the first commit.
  const [height] = useState(() => shownHeight(element));
  return height || undefined;
}
