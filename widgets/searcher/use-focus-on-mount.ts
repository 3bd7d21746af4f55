import { useEffect, useRef } from 'react';

/**
 * Focuses the element once mounted: each step of the searcher's modal starts in its field (a
 * person opened it to type). A ref and an effect rather than `autoFocus`, which React applies
 * before the dialog's focus trap is in place.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
