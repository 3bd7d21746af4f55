// Spec §7: the private realtime channels (the rest of the realtime contract: realtime-events.ts).

/** A private realtime channel, one per actor. */
export type RealtimeChannel = `private-${'user' | 'vendor' | 'anonymous' | 'anonymous-vendor'}-${string | number}`;

/** The private channel of a logged-in couple or vendor. */
export function accountChannel(type: 'user' | 'vendor', id: number): RealtimeChannel {
  return `private-${type}-${id}`;
}

/** The private channel of any chat actor (couples, vendors and anonymous visitors by hash). */
export function actorChannel(type: 'user' | 'vendor' | 'anonymous' | 'anonymous-vendor', id: string | number): RealtimeChannel {
  return `private-${type}-${id}`;
}
