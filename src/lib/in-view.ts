/** Share of an element in view that counts as seen. */
export const SEEN_RATIO = 0.5;

/**
 * Calls `onSeen` once per element, the first time half of it is in view, or, for an element
 * taller than that allows, when it fills half the viewport. Returns the function that stops.
 * Where IntersectionObserver is missing, every element counts as seen at once.
 */
export function watchInView(elements: Iterable<Element>, onSeen: (element: Element) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    for (const element of elements) onSeen(element);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!isSeen(entry)) continue;
        observer.unobserve(entry.target);
        onSeen(entry.target);
      }
    },
    // Steps of 5 %: a tall element's visible height is checked as it scrolls, not only at 50 %.
    { threshold: Array.from({ length: 21 }, (_, i) => i / 20) },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}

function isSeen(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  const viewport = entry.rootBounds?.height ?? 0;
  return entry.intersectionRatio >= SEEN_RATIO || (viewport > 0 && entry.intersectionRect.height >= viewport * SEEN_RATIO);
}
