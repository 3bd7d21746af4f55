import { useEffect, useState } from 'react';
import { flashTitle } from './attention';
import type { ChatMessage } from '../../src/api/chat-schemas';
import type { ChatStore } from './chat-store';
import { messages } from './messages';
import { previewOf } from './preview';
import { useChatState } from './use-chat';

/** Spec §9: a notification closes itself after 5 s, fading out in 300 ms. */
export const NOTIFICATION_MS = 5000;
export const NOTIFICATION_FADE_MS = 300;

/**
 * One notification at a time (spec §4) for a message that arrived while the chat is not
 * open: who wrote and a preview, announced politely, with the page title flashing. Open
 * shows the conversation; the next waiting notification follows when this one closes.
 */
export function Notification({ chat }: { chat: ChatStore }) {
  const message = useChatState(chat, (s) => s.notification);
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a div with role status is announced everywhere; <output> is not
    <div className="chat-notifications" role="status">
      {message ? <NotificationCard key={message.id} chat={chat} message={message} /> : null}
    </div>
  );
}

function NotificationCard({ chat, message }: { chat: ChatStore; message: ChatMessage }) {
  const [fading, setFading] = useState(false);
  useEffect(() => {
    const stopFlash = flashTitle(messages.titleFlash);
    const fade = setTimeout(() => setFading(true), NOTIFICATION_MS - NOTIFICATION_FADE_MS);
    const close = setTimeout(() => chat.dismissNotification(), NOTIFICATION_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(close);
      stopFlash();
    };
  }, [chat]);
  return (
    <div className={`chat-notification${fading ? ' chat-notification--fading' : ''}`}>
      <p className="chat-notification__title">{messages.newMessageFrom(message.actor?.name ?? messages.concierge)}</p>
      <p className="chat-notification__text">{previewOf(message.body)}</p>
      <div className="chat-notification__actions">
        <button
          type="button"
          className="chat-button chat-button--primary"
          onClick={() => {
            chat.dismissNotification();
            chat.dispatch({ type: 'open', conversationId: message.idConversation });
          }}
        >
          {messages.open}
        </button>
        <button type="button" className="chat-button" onClick={() => chat.dismissNotification()}>
          {messages.dismiss}
        </button>
      </div>
    </div>
  );
}
