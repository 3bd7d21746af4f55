/**
 * Spec §9: where the stored chat state lives (localStorage): the chatbot's in 'bot', the
 * concierge's in 'concierge'. Named here, apart from the stored-values table and its schemas, so
 * the chat's launcher can tell that a chat was left showing without zod's engine (the whole chat
 * then reads the state itself, with its schema).
 */
export const CHAT_STATE_KEYS = { bot: 'bot', concierge: 'concierge' } as const;

/** Whether a stored chat state is there at all (expired, another account's or not, the whole chat decides). */
export function chatStateStored(): boolean {
  try {
    return Object.values(CHAT_STATE_KEYS).some((key) => window.localStorage.getItem(key) !== null);
  } catch {
    // Storage blocked (Safari private mode): nothing was stored either.
    return false;
  }
}
