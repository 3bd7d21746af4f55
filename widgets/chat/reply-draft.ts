// The reply box's draft. Apart from sending.ts, which the chat loads on every page, because
// only the reply box (in the panel's chunk, loaded when the chat opens) reads and writes it.

const draftKey = (conversationId: number | null) => `chatDraft.${conversationId ?? 'concierge'}`;

/** What the person typed in the reply box of a conversation and has not sent yet (this session). */
export function readDraft(conversationId: number | null): string {
  try {
    return sessionStorage.getItem(draftKey(conversationId)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the typed reply until the server took it, through a failed send, a closed panel or a reload; '' forgets it. */
export function keepDraft(conversationId: number | null, text: string): void {
  try {
    if (text) sessionStorage.setItem(draftKey(conversationId), text);
    else sessionStorage.removeItem(draftKey(conversationId));
  } catch {
    // Storage refused (private mode): the text stays in the field for this page.
  }
}
