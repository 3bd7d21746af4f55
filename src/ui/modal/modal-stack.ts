import { createStore } from 'zustand/vanilla';
import { Z_INDEX } from '../constants';
import { lockPageScroll, unlockPageScroll } from './page-lock';

/** One open modal or alert, wherever on the page its React root lives. */
export interface ModalStackEntry {
  readonly id: string;
  /** While true, no other modal may open (spec §4: "open only if none is loading"). */
  readonly loading: boolean;
}

/** State of {@link modalStack}: open modals, bottom first. */
export interface ModalStackState {
  readonly entries: readonly ModalStackEntry[];
}

/**
 * Page-wide register of open modals. Widgets are separate React roots that can each show a modal,
 * so stacking order, the loading gate and the page scroll lock cannot live in React context: they
 * live in this module-level vanilla store, which every widget chunk shares.
 */
export const modalStack = createStore<ModalStackState>()(() => ({ entries: [] }));

/** Whether any open modal is loading, which refuses every new modal until it finishes. */
export function isAnyModalLoading(): boolean {
  return modalStack.getState().entries.some((entry) => entry.loading);
}

/** Whether a modal asked to open now would be allowed to: false while another modal is loading. */
export function canOpenModal(): boolean {
  return !isAnyModalLoading();
}

/**
 * Puts a modal on top of the stack. Returns false, leaving the stack as it was, while another
 * modal is loading; `ignoreLoading` lets alerts through, since an alert often reports the outcome
 * of the very request a modal is loading for.
 */
export function pushModal(id: string, options: { loading?: boolean; ignoreLoading?: boolean } = {}): boolean {
  const { entries } = modalStack.getState();
  if (entries.some((entry) => entry.id === id)) return true;
  if (!options.ignoreLoading && isAnyModalLoading()) return false;
  modalStack.setState({ entries: [...entries, { id, loading: options.loading ?? false }] });
  return true;
}

/** Takes a modal off the stack, wherever it sits in it. */
export function removeModal(id: string): void {
  const { entries } = modalStack.getState();
  if (!entries.some((entry) => entry.id === id)) return;
  modalStack.setState({ entries: entries.filter((entry) => entry.id !== id) });
}

/** Records whether an open modal is loading; ignored for a modal that is not open. */
export function setModalLoading(id: string, loading: boolean): void {
  const { entries } = modalStack.getState();
  if (!entries.some((entry) => entry.id === id && entry.loading !== loading)) return;
  modalStack.setState({ entries: entries.map((entry) => (entry.id === id ? { ...entry, loading } : entry)) });
}

/** z-index for the modal at `position` in the stack: later modals sit above earlier ones. */
export function modalZIndex(position: number): number {
  return Z_INDEX.modalBase + Math.max(position, 0) * Z_INDEX.modalStep;
}

// The page is blocked exactly while the stack is not empty (spec §4: "page unblocks when none
// remain"). Radix's own lock is per dialog and lives in its Overlay, which these modals do not use.
modalStack.subscribe((state, previous) => {
  if (state.entries.length > 0 && previous.entries.length === 0) lockPageScroll();
  if (state.entries.length === 0 && previous.entries.length > 0) unlockPageScroll();
});
