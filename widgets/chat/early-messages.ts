import type { RealtimeChannel } from '../../src/api/realtime-events';
import { subscribe } from '../../src/lib/realtime';

/** The messages heard on each channel before the whole chat followed it, and how to stop hearing them. */
const early = new Map<RealtimeChannel, { messages: unknown[]; stop: () => void }>();

/**
 * Follows the account's private channel for chat messages before the whole chat is there (the
 * launcher's first moment, launcher.ts): each message is kept, as it came, for the chat to take,
 * and `onMessage` is told. Returns the function that stops, dropping what was kept.
 */
export function watchEarly(channel: RealtimeChannel, onMessage: () => void): () => void {
  const entry = { messages: [] as unknown[], stop: () => {} };
  early.get(channel)?.stop();
  early.set(channel, entry);
  // With the messages the channel got before (the account's header, at load, may have joined it first).
  entry.stop = subscribe(
    channel,
    'message',
    (data) => {
      entry.messages.push(data);
      onMessage();
    },
    { replay: true },
  );
  return () => {
    entry.stop();
    if (early.get(channel) === entry) early.delete(channel);
  };
}

/**
 * The messages heard early on `channel`, in order, for the whole chat once it follows the channel
 * itself (so none falls between the two); the early watch stops.
 */
export function takeEarly(channel: RealtimeChannel): unknown[] {
  const entry = early.get(channel);
  if (!entry) return [];
  early.delete(channel);
  entry.stop();
  return entry.messages;
}
