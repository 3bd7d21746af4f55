import * as z from 'zod/mini';
import { chatMessageSchema, typingEventSchema, type ChatActor } from '../../src/api/chat-schemas';
import { subscribe, watchConnection } from '../../src/lib/realtime';
import type { ChatActions } from './chat-store';

/** Spec §7: the private channel of a chat actor. */
export function channelOf(actor: ChatActor): string {
  return `private-${actor.type}-${actor.id}`;
}

/** Parses a pushed payload; one that does not match the schema is dropped and logged. */
function parsed<T>(schema: z.ZodMiniType<T>, event: string, data: unknown): T | undefined {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  console.warn(`[widgets] Widget "chat": a realtime "${event}" event did not match its schema; dropped.`, result.error.issues);
  return undefined;
}

/**
 * Connects the chat to the actor's private channel: new messages and the other side's
 * 'writing' status feed the state machine, and the connection's state (or the server
 * refusing the channel) shows in the chat. Returns the function that disconnects it.
 */
export function connectChat(chat: Pick<ChatActions, 'dispatch' | 'setConnection'>, actor: ChatActor): () => void {
  const channel = channelOf(actor);
  const stops = [
    subscribe(channel, 'message', (data) => {
      const message = parsed(chatMessageSchema, 'message', data);
      if (message) chat.dispatch({ type: 'incoming', message, viewer: actor.type });
    }, { onRefused: () => chat.setConnection('refused') }),
    subscribe(channel, 'status', (data) => {
      const event = parsed(typingEventSchema, 'status', data);
      if (event) chat.dispatch({ type: 'typing', event, now: Date.now() });
    }),
    watchConnection((status) => chat.setConnection(status)),
  ];
  return () => stops.forEach((stop) => stop());
}
