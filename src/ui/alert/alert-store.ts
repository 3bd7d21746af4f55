import { createStore } from 'zustand/vanilla';

/** State of {@link alertStore}: the message on screen, or null when no alert is active. */
export interface AlertState {
  readonly message: string | null;
}

/** The page's one alert slot, shared by every widget chunk (module-level). */
export const alertStore = createStore<AlertState>()(() => ({ message: null }));

/** Whether an alert is on screen, in which case {@link showAlert} refuses another. */
export function isAlertActive(): boolean {
  return alertStore.getState().message !== null;
}

/** Clears the alert slot; the Accept button and Escape call it. */
export function dismissAlert(): void {
  alertStore.setState({ message: null });
}
