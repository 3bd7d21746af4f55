import * as z from 'zod/mini';
import { chatMessageSchema, leadNotificationSchema, typingEventSchema } from './chat-schemas';

// Spec §7: the realtime contract in one place: the private channels and the events they carry,
// each with the schema its payload is parsed with. The chat and the header both read it.

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

/** Spec §7: realtime event names. */
export const realtimeEventNames = ['message', 'update', 'status', 'lead', 'adminAction', 'user'] as const;
export type RealtimeEventName = (typeof realtimeEventNames)[number];

/** The events whose payload the bundle reads, with their schemas. */
export const realtimeEventSchemas = {
  /** A chat message (it carries the account's new pending count, `numPending`). */
  message: chatMessageSchema,
  /** The other side is writing. */
  status: typingEventSchema,
  /** A vendor's new request. */
  lead: leadNotificationSchema,
} as const;
export type ParsedEventName = keyof typeof realtimeEventSchemas;
export type RealtimeEvent<E extends ParsedEventName> = z.infer<(typeof realtimeEventSchemas)[E]>;

/**
 * What the header reads of a `message` event: the account's new pending count. Picked from the
 * message's schema, so a count still arrives with a message the chat would drop.
 */
const pendingCountSchema = z.pick(chatMessageSchema, { numPending: true });

/** The pending count a `message` event carries, when it carries a valid one. */
export function pendingCountOf(data: unknown): number | undefined {
  const count = z.safeParse(pendingCountSchema, data).data?.numPending;
  return count !== undefined && count >= 0 ? count : undefined;
}

/**
 * Parses a pushed payload with its event's schema; one that does not match is dropped (undefined)
 * and logged with a warning naming `who` (the widget reading it).
 */
export function parseRealtimeEvent<E extends ParsedEventName>(event: E, data: unknown, who: string): RealtimeEvent<E> | undefined {
  const result = z.safeParse(realtimeEventSchemas[event] as unknown as z.ZodMiniType<RealtimeEvent<E>>, data);
  if (result.success) return result.data;
  console.warn(`[widgets] ${who}: a realtime "${event}" event did not match its schema; dropped.`, result.error.issues);
  return undefined;
}
