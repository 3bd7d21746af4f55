import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../../src/api/chat-schemas';
import { Avatar } from './avatar';
import { useChat, useChatActions } from './chat-store';
import { Composer } from './composer';
import { createLazyPart } from './lazy-part';
import { conciergeNotice } from './concierge-notice';
import { messages } from './messages';
import { pendingQuestion } from './pending-question';

/**
 * The chatbot's inputs (the date picker among them) load with its first question. Read at each
 * load, so a test can make it fail as a lost chunk would.
 */
export const botInputChunk = { load: () => import('./bot-input') };
const BotInput = createLazyPart(botInputChunk, { className: 'chat-panel__error', message: messages.partFailed, retry: messages.tryAgain });

/** The conversation on screen: its messages (a polite live log), who is writing, and the reply. */
export function ConversationView() {
  const chat = useChatActions();
  const conversation = useChat((s) => s.conversation);
  const actor = useChat((s) => s.actor);
  const loading = useChat((s) => s.loading);
  const failed = useChat((s) => s.failed);
  const typing = useChat((s) => s.machine.typing);
  const botTyping = useChat((s) => s.botTyping);
  const status = useChat((s) => s.conciergeStatus);
  const log = useRef<HTMLOListElement>(null);
  const count = conversation?.messages.length ?? 0;

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [count, botTyping]);

  useTypingClock(typing?.until);

  if (!conversation) return null;
  const isConcierge = conversation.with.startsWith('concierge');
  const question = isConcierge ? pendingQuestion(conversation.messages, actor?.type) : undefined;
  const writer = botTyping ? conversation.title || messages.concierge : typing?.name;
  const template = isConcierge ? conversation.messages.findLast((m) => m.conciergeTemplate)?.conciergeTemplate : undefined;
  return (
    <div className="chat-conversation">
      {template ? <p className="chat-conversation__about">{messages.template[template]}</p> : null}
      {/* Focusable so the history scrolls by keyboard; a log is announced politely as it grows. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <div className="chat-log" role="log" aria-label={messages.messagesLabel} aria-busy={loading} tabIndex={0}>
      <ol ref={log} className="chat-log__list">
        {conversation.messages.length === 0 && conversation.messageDefault ? (
          <li className="chat-message chat-message--theirs">
            <Avatar url={conversation.avatar} />
            <p className="chat-message__body">{conversation.messageDefault}</p>
          </li>
        ) : null}
        {conversation.messages.map((message) => (
          <MessageItem key={message.id} message={message} mine={message.fromType === actor?.type} name={message.actor?.name ?? conversation.title} avatar={conversation.avatar} />
        ))}
      </ol>
      </div>
      {isConcierge && status !== 1 ? <p className="chat-conversation__notice">{conciergeNotice(status)}</p> : null}
      {failed ? (
        <p className="chat-panel__error" role="alert">
          {messages.loadFailed}{' '}
          <button type="button" className="chat-link" onClick={() => void chat.openConversation(conversation.id ?? undefined)}>
            {messages.tryAgain}
          </button>
        </p>
      ) : null}
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a p with role status is announced everywhere; <output> is not */}
      <p className="chat-conversation__typing" role="status">
        {writer ? messages.writing(writer) : ''}
      </p>
      {/* Each question its own input: the server's tries and the choices never carry over to the next. */}
      {question ? <BotInput key={question.id} question={question} disabled={botTyping} /> : <Composer key={conversation.id ?? 'concierge'} disabled={botTyping || loading} />}
    </div>
  );
}

/**
 * Text only, never HTML: a message is what someone typed, whatever it looks like. The other
 * side's messages show its avatar: the message's own, else the conversation's.
 */
function MessageItem({ message, mine, name, avatar }: { message: ChatMessage; mine: boolean; name: string; avatar: string | null }) {
  return (
    <li className={`chat-message chat-message--${mine ? 'mine' : 'theirs'}`}>
      {mine ? null : <Avatar url={message.actor?.avatar ?? avatar} svg={message.actor?.avatarSvg} />}
      <p className="chat-message__meta">
        <span className={mine ? 'ui-visually-hidden' : undefined}>{mine ? messages.you : name}</span>
        {mine ? null : ' · '}
        <time dateTime={`${message.publishedDate}T${message.publishedTime}`}>{message.publishedTime}</time>
      </p>
      <p className="chat-message__body">{message.body}</p>
    </li>
  );
}

/** Hides the 'writing' indicator when its 6 s are up. */
function useTypingClock(until: number | undefined): void {
  const chat = useChatActions();
  useEffect(() => {
    if (until === undefined) return undefined;
    const timer = setTimeout(() => chat.dispatch({ type: 'tick', now: Date.now() }), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [chat, until]);
}
