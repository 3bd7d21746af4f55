import type { ChatActor } from '../../src/api/chat-schemas';
import { actorChannel, parseRealtimeEvent, type RealtimeChannel } from '../../src/api/realtime-events';
import { subscribe, watchConnection } from '../../src/lib/realtime';
import type { ChatActions } from './chat-store';
import { takeEarly } from './early-messages';

/** Spec §7: the private channel of a chat actor (the concierge has none of its own). */
export function channelOf(actor: Pick<ChatActor, 'type' | 'id'>): RealtimeChannel {
  return actorChannel(actor.type as Parameters<typeof actorChannel>[0], actor.id);
}

const WHO = 'Widget "chat"';

/**
 * Connects the chat to the actor's private channel: new messages and the other side's
 * 'writing' status feed the state machine, a changed message (`update`) replaces its old self,
 * the person's changed name or avatar (`user`) shows, and the connection's state (or the server
 * refusing the channel) shows in the chat; the messages the launcher heard before the chat was
 * there come first. Returns the function that disconnects it.
 */
export function connectChat(chat: Pick<ChatActions, 'dispatch' | 'setConnection' | 'updateMessage' | 'updateActor'>, actor: Pick<ChatActor, 'type' | 'id'>): () => void {
  const channel = channelOf(actor);
  const onMessage = (data: unknown) => {
    const message = parseRealtimeEvent('message', data, WHO);
    if (message) chat.dispatch({ type: 'incoming', message, viewer: actor.type });
  };
  const stops = [
    // With what the channel got on this page before the chat followed it and no launcher took
    // (the account's header joins it at load; a chat left open on the previous page mounts whole,
    // later): none of it is missed.
    subscribe(channel, 'message', onMessage, { onRefused: () => chat.setConnection('refused'), replay: true }),
    subscribe(channel, 'status', (data) => {
      const event = parseRealtimeEvent('status', data, WHO);
      if (event) chat.dispatch({ type: 'typing', event, now: Date.now() });
    }),
    subscribe(channel, 'update', (data) => {
      const message = parseRealtimeEvent('update', data, WHO);
      if (message) chat.updateMessage(message);
    }),
    subscribe(channel, 'user', (data) => {
      const changed = parseRealtimeEvent('user', data, WHO);
      if (changed) chat.updateActor(changed);
    }),
    watchConnection((status) => chat.setConnection(status)),
  ];
  // What the launcher heard before the chat was here (the message that brought it, among others).
  takeEarly(channel).forEach(onMessage);
  return () => stops.forEach((stop) => stop());
}
