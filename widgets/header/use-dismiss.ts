import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `open`: a press outside `inside` calls `onDismiss(false)`, Escape calls
 * `onDismiss(true)` (the caller gives focus back to what opened it).
 */
export function useDismiss(open: boolean, inside: RefObject<HTMLElement | null>, onDismiss: (byEscape: boolean) => void): void {
  // The latest callback without re-adding the listeners on every render.
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (!open) return;
    const press = (event: PointerEvent) => {
      if (!inside.current?.contains(event.target as Node)) dismiss.current(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current(true);
    };
    document.addEventListener('pointerdown', press);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', press);
      document.removeEventListener('keydown', escape);
    };
  }, [open, inside]);
}
