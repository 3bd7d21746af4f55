import type { ChatMessage } from '../../src/api/chat-schemas';
import { useChat, useChatActions } from './chat-store';
import { messages } from './messages';
import { previewOf } from './preview';

/**
 * The notification of a message that arrived while the chat is not open (notification-queue.ts
 * decides which, and for how long): who wrote and a preview, announced politely. Open shows
 * the conversation.
 */
export function Notification() {
  const message = useChat((s) => s.notification);
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a div with role status is announced everywhere; <output> is not
    <div className="chat-notifications" role="status">
      {message ? <NotificationCard key={message.id} message={message} /> : null}
    </div>
  );
}

function NotificationCard({ message }: { message: ChatMessage }) {
  const chat = useChatActions();
  const fading = useChat((s) => s.notificationFading);
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
