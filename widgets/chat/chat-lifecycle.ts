import { useEffect } from 'react';
import { readValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';
import { verifySession } from '../../src/state/session';
import { modalStack } from '../../src/ui/modal/modal-stack';
import { forgetEarly } from './chat-api';
import { connectChat } from './chat-realtime';
import { useChat, useChatActions, type ChatActions } from './chat-store';
import { watchInactivity } from './inactivity';

/** The concierge was closed by hand on this site (spec §4): the chat does not start on its own. */
export function manuallyClosed(): boolean {
  return readValue(storedValues.conciergeClosed.web) === '1' || readValue(storedValues.conciergeClosed.app) === '1';
}

/** Runs the chat of the surrounding `ChatProvider`: started (who is chatting, then their channel), stopped on unmount. */
export function useChatLifecycle(): void {
  const chat = useChatActions();
  // Who is chatting, by type and id: a new name or avatar (the realtime `user` event) keeps the channel.
  const actorType = useChat((s) => s.actor?.type);
  const actorId = useChat((s) => s.actor?.id);
  useEffect(() => {
    void chat.start();
    return () => {
      chat.destroy();
      forgetEarly();
    };
  }, [chat]);
  useEffect(() => {
    if (actorType === undefined || actorId === undefined) return undefined;
    const actor = { type: actorType, id: actorId };
    // Like the header: an account's channel is joined (and pusher-js loaded) once the server
    // confirmed the session the cookies claim; the check is shared, made once per page.
    let stop: (() => void) | undefined;
    let stopped = false;
    const isAccount = actor.type === 'user' || actor.type === 'vendor';
    void (isAccount ? verifySession() : Promise.resolve(true)).then(() => {
      if (!stopped) stop = connectChat(chat, actor);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [chat, actorType, actorId]);
  useInactivity(chat);
  useForcedMinimize(chat);
}

/**
 * Spec §4 forced minimize: a layer of the page opening (log-in, a lead form…) minimizes an open
 * chat, which would otherwise sit behind it, out of reach; forced, so no manual close is recorded.
 */
function useForcedMinimize(chat: ChatActions): void {
  useEffect(
    () =>
      modalStack.subscribe((now, before) => {
        if (now.entries.length > before.entries.length) chat.dispatch({ type: 'forceMinimize' });
      }),
    [chat],
  );
}

/** 15 minutes without a pointer, key or scroll hides the chat and disconnects; the next activity reconnects. */
function useInactivity(chat: ChatActions): void {
  useEffect(
    () =>
      watchInactivity(
        () => chat.dispatch({ type: 'inactive' }),
        () => chat.dispatch({ type: 'active' }),
      ),
    [chat],
  );
}
