import * as z from 'zod/mini';
import { adminActionSchema, chatActorSchema, chatMessageSchema, leadNotificationSchema, typingEventSchema } from './chat-schemas';

// Spec §7: the realtime contract in one place: the private channels and the events they carry,
// each with the schema its payload is parsed with. The chat and the header both read it. The
// channel names sit in realtime-channels.ts, re-exported here: the session store (on every page)
// names its channel without carrying the chat's schemas.

export { accountChannel, actorChannel, type RealtimeChannel } from './realtime-channels';

/** Spec §7: realtime event names. */
export const realtimeEventNames = ['message', 'update', 'status', 'lead', 'adminAction', 'user'] as const;
export type RealtimeEventName = (typeof realtimeEventNames)[number];

/** The events whose payload the bundle reads, with their schemas. */
const realtimeEventSchemas = () => ({
  /** A chat message (it carries the account's new pending count, `numPending`). */
  message: chatMessageSchema,
  /** The other side is writing. */
  status: typingEventSchema,
  /** A vendor's new request. */
  lead: leadNotificationSchema,
  /** The site's staff acted on a vendor's account. */
  adminAction: adminActionSchema,
  /**
   * A message changed after it was sent (the spec names the event, not its payload: we read a
   * chat message, which replaces the one of its id).
   */
  update: chatMessageSchema,
  /** The account's chat identity changed (spec: the event's name only; we read a chat actor: its name and avatar). */
  user: chatActorSchema,
});
type Schemas = ReturnType<typeof realtimeEventSchemas>;
export type ParsedEventName = keyof Schemas;
export type RealtimeEvent<E extends ParsedEventName> = z.infer<Schemas[E]>;

/** The header's read of a `message` event, by hand (realtime-channels.ts). */
export { pendingCountOf } from './realtime-channels';

/**
 * Parses a pushed payload with its event's schema; one that does not match is dropped (undefined)
 * and logged with a warning naming `who` (the widget reading it).
 */
export function parseRealtimeEvent<E extends ParsedEventName>(event: E, data: unknown, who: string): RealtimeEvent<E> | undefined {
  const result = z.safeParse(realtimeEventSchemas()[event] as unknown as z.ZodMiniType<RealtimeEvent<E>>, data);
  if (result.success) return result.data;
  console.warn(`[widgets] ${who}: a realtime "${event}" event did not match its schema; dropped.`, result.error.issues);
  return undefined;
}
