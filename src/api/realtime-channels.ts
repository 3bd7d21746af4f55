// Spec §7: the private realtime channels (the rest of the realtime contract: realtime-events.ts).

/** A private realtime channel, one per actor. */
export type RealtimeChannel = `private-${'user' | 'vendor' | 'anonymous' | 'anonymous-vendor'}-${string | number}`;

/** The private channel of any chat actor (couples, vendors and anonymous visitors by hash). */
export function actorChannel(type: 'user' | 'vendor' | 'anonymous' | 'anonymous-vendor', id: string | number): RealtimeChannel {
  return `private-${type}-${id}`;
}

/** The private channel of a logged-in couple or vendor (the same function, narrowed: one copy ships). */
export const accountChannel: (type: 'user' | 'vendor', id: number) => RealtimeChannel = actorChannel;

/**
 * The account's new pending count a `message` event carries (the message's `numPending`, an
 * integer of 0 or more), when it carries a valid one: a count still arrives with a message the
 * chat would drop. Read by hand, as the message schema's field reads it: the header follows it
 * before any touch, without zod's engine.
 */
export function pendingCountOf(data: unknown): number | undefined {
  const count = typeof data === 'object' && data !== null ? (data as { numPending?: unknown }).numPending : undefined;
  return typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : undefined;
}
