import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useChat, useChatActions } from './chat-store';
import { chatPlace, closeShown } from './close-shown';
import { ConversationView } from './conversation';
import { takeIntent } from './first-panel';
import { ConversationMenu, openItem } from './menu';
import { messages } from './messages';
import { refreshConfirmed } from './refresh-question';

/**
 * The open chat: a non-modal dialog beside the page, with the conversations menu or one
 * conversation. Escape minimizes it and gives the focus back to the launcher.
 */
export default function ChatPanel({ id, onMinimize, onClose }: { id: string; onMinimize(): void; onClose(): void }) {
  const chat = useChatActions();
  const panel = useRef<HTMLDialogElement>(null);
  const conversation = useChat((s) => s.conversation);
  const actor = useChat((s) => s.actor);
  const failed = useChat((s) => s.failed);

  // A visitor has no conversations menu: the concierge answers at once.
  useEffect(() => {
    if (!actor || conversation) return;
    if (actor.type === 'anonymous' || actor.type === 'anonymous-vendor') {
      void chat.openConcierge();
      return;
    }
    // A conversation chosen in the first panel, before the chat came (first-panel.ts): opened once the menu is in.
    const chosen = takeIntent(['item']);
    void chat.loadMenu().then(() => {
      if (chosen?.type === 'item') return openItem(chat, chosen.item);
    });
  }, [chat, actor, conversation]);

  // Focus moves into the chat when it opens and when a conversation replaces the menu (the
  // button pressed is gone), so Escape and the screen reader's position stay in the chat.
  const conversationId = conversation?.id;
  useEffect(() => panel.current?.focus(), [conversationId]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onMinimize();
  };

  return (
    // A non-modal dialog: the page stays usable beside it, so no focus trap and no inert page.
    <dialog ref={panel} open id={id} className="chat-panel" aria-labelledby="chat-panel-title" tabIndex={-1} onKeyDown={onKeyDown}>
      <PanelHead onMinimize={onMinimize} onClose={onClose} />
      {failed && !conversation ? (
        <p className="chat-panel__error" role="alert">
          {messages.loadFailed}{' '}
          <button type="button" className="chat-link" onClick={() => void chat.start().then(() => chat.loadMenu())}>
            {messages.tryAgain}
          </button>
        </p>
      ) : conversation ? (
        <ConversationView />
      ) : (
        <ConversationMenu />
      )}
    </dialog>
  );
}

/** The panel's title and its buttons: back to the conversations, refresh the chatbot, minimize, close. */
function PanelHead({ onMinimize, onClose }: { onMinimize(): void; onClose(): void }) {
  const chat = useChatActions();
  const conversation = useChat((s) => s.conversation);
  const actor = useChat((s) => s.actor);
  const chatbot = useChat((s) => s.chatbot);
  const refresh = () => {
    if (refreshConfirmed()) void chat.restart();
  };
  const isConcierge = conversation?.with.startsWith('concierge') ?? false;
  const hasMenu = actor?.type === 'user' || actor?.type === 'vendor';

  return (
    <header className="chat-panel__head">
      {conversation && hasMenu ? (
        <button type="button" className="chat-icon-button" aria-label={messages.back} onClick={() => chat.closeConversation()}>
          ‹
        </button>
      ) : null}
      <h2 className="chat-panel__title" id="chat-panel-title">
        {conversation ? conversation.title || messages.concierge : messages.conversations}
      </h2>
      {isConcierge && chatbot ? (
        <button type="button" className="chat-icon-button" aria-label={messages.refresh} onClick={refresh}>
          ↻
        </button>
      ) : null}
      <button type="button" className="chat-icon-button" aria-label={messages.minimize} onClick={onMinimize}>
        –
      </button>
      {closeShown(actor?.type, chatPlace()) ? (
        <button type="button" className="chat-icon-button" aria-label={messages.close} onClick={onClose}>
          ×
        </button>
      ) : null}
      <ConnectionNotice />
    </header>
  );
}

/** Spec §4 realtime connection states, as a person needs them: only when not connected. */
function ConnectionNotice() {
  const connection = useChat((s) => s.connection);
  const text = connection === 'offline' ? messages.offline : connection === 'refused' ? messages.refused : connection === 'connecting' ? messages.connecting : '';
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a p with role status is announced everywhere; <output> is not
    <p className={text ? 'chat-panel__connection' : 'ui-visually-hidden'} role="status">
      {text}
    </p>
  );
}
