import { useEffect, useState } from 'react';
import type { ConversationMenuItem } from '../../src/api/chat-schemas';
import { Avatar } from './avatar';
import { offersConcierge } from './concierge-start';
import { useChat, useChatActions, type ChatActions } from './chat-store';
import { takeIntent } from './first-panel';
import { messages } from './messages';
import { previewOf } from './preview';

/** Spec §3 conversation menu: who, the last message's preview, its date and the pending count. */
export function ConversationMenu() {
  const chat = useChatActions();
  const menu = useChat((s) => s.menu);
  const actor = useChat((s) => s.actor);
  if (!menu) return <p className="chat-panel__loading">{messages.connecting}</p>;
  return (
    <div className="chat-menu">
      {offersConcierge(actor?.type, menu) ? <StartConcierge /> : null}
      {menu.length === 0 ? <p className="chat-panel__loading">{messages.noConversations}</p> : null}
      <ul className="chat-menu__list">
        {menu.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="chat-menu__item"
              onClick={() => void openItem(chat, item)}
            >
              <Avatar url={item.actorAvatar} size={40} />
              <span className="chat-menu__name">{item.actorName}</span>
              <span className="chat-menu__date">{item.date}</span>
              <span className="chat-menu__preview">{previewOf(item.lastMessage)}</span>
              {item.pendingMessages ? <span className="chat-menu__pending">{messages.unread(item.pendingMessages)}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Opens a conversation of the menu, chosen here or in the first panel before the chat came (first-panel.ts). */
export function openItem(chat: ChatActions, item: ConversationMenuItem): Promise<void> {
  if (item.toType.startsWith('concierge')) return chat.openConcierge();
  return chat.openConversation(item.id, item).then(() => chat.dispatch({ type: 'open', conversationId: item.id }));
}

/** The button that starts a conversation with the concierge (pusherNew), and its words when the server did not. */
function StartConcierge() {
  const chat = useChatActions();
  const [state, setState] = useState<'idle' | 'starting' | 'failed'>('idle');
  const begin = async () => {
    setState('starting');
    setState((await chat.startConcierge()) ? 'idle' : 'failed');
  };
  // Pressed in the first panel, before the chat came: it starts now.
  const [handed] = useState(() => takeIntent(['startConcierge']));
  useEffect(() => {
    if (handed) void begin();
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, at mount: the first panel's press
  }, []);
  return (
    <>
      <button type="button" className="chat-button chat-menu__concierge" aria-busy={state === 'starting'} disabled={state === 'starting'} onClick={() => void begin()}>
        {messages.askConcierge}
      </button>
      {state === 'failed' ? (
        <p className="chat-panel__error" role="alert">
          {messages.startFailed}{' '}
          <button type="button" className="chat-link" onClick={() => void begin()}>
            {messages.tryAgain}
          </button>
        </p>
      ) : null}
    </>
  );
}
