import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { on } from '../../lib/events';
import { isAnyModalLoading, modalStack, modalZIndex, pushModal, removeModal, setModalLoading } from './modal-stack';

/** Radix-style open state of a modal, plus the stack's say in it. */
export interface StackedOpenOptions {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called when a request to open is refused because another modal is loading. */
  onOpenRefused?: () => void;
  loading?: boolean;
  /** Alerts skip the loading gate: they often report on the request another modal is loading for. */
  ignoreLoading?: boolean;
}

/** What a modal renders from: the admitted open state, its z-index, and its focus return. */
export interface StackedOpen {
  open: boolean;
  zIndex: number;
  /** Whether it is the top modal: one below it lets Escape and presses outside it be (they are the top one's). */
  top: boolean;
  setOpen: (open: boolean) => void;
  /**
   * For Dialog.Content's onCloseAutoFocus. Radix only returns focus to its own Dialog.Trigger;
   * modals opened from a widget's button, another root or plain code would drop focus on body.
   * Focus goes to `preferred` if given, else to whatever had focus when the modal opened.
   */
  restoreFocus: (event: Event, preferred?: HTMLElement | null) => void;
}

/**
 * Open state of one modal that only becomes `true` once the page-wide stack admits it.
 *
 * A request through `setOpen(true)` (a trigger) is refused up front: state does not change and
 * `onOpenChange` is not called. A request through the `open` prop cannot be stopped before it
 * happens, so it is handed back: the modal stays closed and `onOpenChange(false)` resets the
 * caller's state. Either way `onOpenRefused` fires.
 */
export function useStackedOpen(options: StackedOpenOptions): StackedOpen {
  const id = useId();
  const { requested, change } = useRequestedOpen(options);
  const position = useStore(modalStack, (state) => state.entries.findIndex((entry) => entry.id === id));
  const top = useStore(modalStack, (state) => state.entries.at(-1)?.id === id);

  const setOpen = (next: boolean) => {
    if (next === requested) return;
    if (next && !options.ignoreLoading && isAnyModalLoading()) {
      options.onOpenRefused?.();
      return;
    }
    change(next);
  };

  const restoreFocus = useStackEntry(id, requested, options, change);
  useCloseFromOutside(requested, change);

  return { open: requested && position >= 0, zIndex: modalZIndex(position), top, setOpen, restoreFocus };
}

/** What the caller asks for, controlled (`open`) or not (`defaultOpen`), and how to change it. */
function useRequestedOpen(options: StackedOpenOptions) {
  const controlled = options.open !== undefined;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(options.defaultOpen ?? false);
  const requested = controlled ? options.open === true : uncontrolledOpen;

  const change = (next: boolean) => {
    if (!controlled) setUncontrolledOpen(next);
    options.onOpenChange?.(next);
  };

  return { requested, change };
}

/**
 * Keeps the modal on the page-wide stack while it is requested, handing a refused open back
 * through `change(false)`. Returns the focus restorer for the modal's close.
 */
function useStackEntry(id: string, requested: boolean, options: StackedOpenOptions, change: (open: boolean) => void) {
  const { remember, restoreFocus } = useReturnFocus();
  const loading = options.loading ?? false;

  const admit = useEffectEvent(() => {
    // Read before the content mounts and takes focus, so closing can give focus back.
    const active = document.activeElement;
    if (pushModal(id, { loading, ignoreLoading: options.ignoreLoading })) {
      remember(active);
      return true;
    }
    change(false);
    options.onOpenRefused?.();
    return false;
  });

  // Layout effect: the stack admits the modal before the browser paints, so a refused modal
  // never flashes and an admitted one shows in the same frame.
  useLayoutEffect(() => {
    // oxlint-disable-next-line react/set-state-in-effect -- a refused open must hand the caller's state back before paint
    if (!requested || !admit()) return;
    return () => removeModal(id);
  }, [id, requested]);

  useLayoutEffect(() => {
    setModalLoading(id, loading);
  }, [id, loading]);

  return restoreFocus;
}

/** The element that had focus when the modal opened, and the restorer that gives focus back. */
function useReturnFocus() {
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const remember = (active: Element | null) => {
    returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  };

  const restoreFocus = (event: Event, preferred?: HTMLElement | null) => {
    event.preventDefault();
    const target = preferred ?? returnFocusRef.current;
    if (!target?.isConnected || focusHeldByOtherDialog(target)) return;
    target.focus();
  };

  return { remember, restoreFocus };
}

/**
 * Whether the focus is in a dialog that does not hold `target`. Radix gives the focus back in a task
 * after the dialog has left; a modal that opened meanwhile (expert advice coming back once the
 * log-in layer it asked for closes) has taken it by then, and keeps it.
 */
function focusHeldByOtherDialog(target: HTMLElement): boolean {
  const holder = document.activeElement?.closest('dialog, [role="dialog"], [role="alertdialog"]');
  return holder != null && !holder.contains(target);
}

/** Spec §4: when log-in or sign-up is done, open modals close (any widget can also ask). */
function useCloseFromOutside(requested: boolean, change: (open: boolean) => void) {
  const closeFromOutside = useEffectEvent(() => {
    if (requested) change(false);
  });
  useEffect(() => {
    const stops = [on('auth:done', closeFromOutside), on('modals:close', closeFromOutside)];
    return () => stops.forEach((stop) => stop());
  }, []);
}
