/**
 * Whether the chat's first panel (first-panel.ts) is open, as the launcher's taps left it: set
 * at the tap, before the panel's chunk has come, so that the whole chat reads it right as it
 * mounts, whichever of the two comes first. The rest of the first panel's state is its own.
 */
export const firstPanel = { open: false };
