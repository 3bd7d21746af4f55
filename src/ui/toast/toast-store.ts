import { createStore } from 'zustand/vanilla';

/** Visual tone of a toast; all tones are announced politely. */
export type ToastTone = 'info' | 'success' | 'error';

/** A button in a toast ("Try again"): pressing it dismisses the toast and runs `run`. */
export interface ToastAction {
  readonly label: string;
  readonly run: () => void;
}

/** One message in the toast region. */
export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
  /** A toast with an action stays until it is used or dismissed: a person needs the time to reach it. */
  readonly action?: ToastAction;
}

/** State of {@link toastStore}: toasts on screen, oldest first. */
export interface ToastState {
  readonly toasts: readonly Toast[];
}

/** The page's toasts, shared by every widget chunk (module-level). */
export const toastStore = createStore<ToastState>()(() => ({ toasts: [] }));

let lastId = 0;

/** Queues a toast and returns its id. */
export function addToast(message: string, tone: ToastTone, action?: ToastAction): number {
  lastId += 1;
  const toast: Toast = { id: lastId, message, tone, ...(action ? { action } : {}) };
  toastStore.setState((state) => ({ toasts: [...state.toasts, toast] }));
  return toast.id;
}

/** Removes a toast before its time is up; unknown ids are ignored. */
export function dismissToast(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}
