import type { ConversationMenuItem } from '../../src/api/chat-schemas';

/** What the person chose in the first panel before the whole chat came: the whole chat does it. */
export type FirstPanelIntent = { type: 'item'; item: ConversationMenuItem } | { type: 'startConcierge' };

/**
 * The first panel's state (first-panel.ts), set at the launcher's tap before the panel's chunk
 * has come, so the whole chat reads it right as it mounts, whichever of the two comes first.
 * `left`: minimized or closed by hand (the whole chat records it); `taken`: the whole chat took
 * over, and the first panel shows no more.
 */
export const firstPanel: { open: boolean; left?: 'minimize' | 'close'; intent?: FirstPanelIntent; dialog?: HTMLElement; taken?: boolean } = { open: false };

/** A launcher enhanced afresh (a new page's, or after the whole chat was taken away): no first panel yet. */
export function resetFirstPanel(): void {
  Object.assign(firstPanel, { open: false, left: undefined, intent: undefined, dialog: undefined, taken: false });
}

/** The launcher's tap: opens the first panel, or minimizes it when open. */
export function toggleFirstPanel(): void {
  const open = !firstPanel.open;
  if (!open) firstPanel.dialog?.remove();
  Object.assign(firstPanel, { open, left: open ? undefined : 'minimize', intent: undefined, dialog: undefined });
}
