import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { connectChat } from './chat-realtime';
import { createChatStore, type ChatData, type ChatStore } from './chat-store';
import { playChime } from './attention';
import { readValue } from '../../src/lib/stored-value';
import { storedValues } from '../../src/lib/stored-values';
import { verifySession } from '../../src/state/session';

/** Spec §9: the chat disconnects after 15 minutes without activity. */
export const INACTIVITY_MS = 15 * 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

function manuallyClosed(): boolean {
  return readValue(storedValues.conciergeClosed.web) === '1' || readValue(storedValues.conciergeClosed.app) === '1';
}

/** The widget's chat: created once, started (who is chatting, then their channel), stopped on unmount. */
export function useChat(): ChatStore {
  const [chat] = useState(() => createChatStore({ manuallyClosed: manuallyClosed(), onSound: playChime }));
  const actor = useStore(chat.store, (s) => s.actor);
  useEffect(() => {
    void chat.start();
    return () => chat.destroy();
  }, [chat]);
  useEffect(() => {
    if (!actor) return undefined;
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
  }, [chat, actor]);
  useInactivity(chat);
  return chat;
}

/** 15 minutes without a pointer, key or scroll hides the chat and disconnects; the next activity reconnects. */
function useInactivity(chat: ChatStore): void {
  useEffect(() => {
    let timer = setTimeout(() => chat.dispatch({ type: 'inactive' }), INACTIVITY_MS);
    const onActivity = () => {
      clearTimeout(timer);
      chat.dispatch({ type: 'active' });
      timer = setTimeout(() => chat.dispatch({ type: 'inactive' }), INACTIVITY_MS);
    };
    ACTIVITY_EVENTS.forEach((name) => document.addEventListener(name, onActivity, { passive: true, capture: true }));
    return () => {
      clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) => document.removeEventListener(name, onActivity, { capture: true }));
    };
  }, [chat]);
}

/** React binding of one field of the chat's state. */
export function useChatState<T>(chat: ChatStore, select: (state: ChatData) => T): T {
  return useStore(chat.store, select);
}
