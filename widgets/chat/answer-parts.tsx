import { useState } from 'react';
import type { ChatMessage, QuickReply } from '../../src/api/chat-schemas';
import type { ReplyDetails } from '../../src/chat/chat-api';
import type { ChatStore } from '../../src/chat/chat-store';
import { messages } from './messages';

// What the chatbot's answer inputs share.

/** What every answer to `question` carries (spec §3 reply payload). */
export function answerDetails(question: ChatMessage, extra: ReplyDetails = {}): ReplyDetails {
  const { questionId, flowId, categId, sectorId } = question;
  return { questionId, flowId, categId, sectorId, ...extra };
}

export interface AnswerProps {
  chat: ChatStore;
  question: ChatMessage;
  disabled: boolean;
}

/** One button per quick reply; question type 8 also sets the sector (spec §3). */
export function QuickReplies({ chat, question, disabled, replies, vendorIds }: AnswerProps & { replies: QuickReply[]; vendorIds?: (reply: QuickReply) => number[] }) {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const choose = async (reply: QuickReply) => {
    setSending(true);
    const sector = question.messageType === 8 ? { sectorId: reply.ID, categId: reply.ID } : {};
    const sent = await chat.send(reply.TEXT, answerDetails(question, { answerId: reply.ID, ...sector, vendorIds: vendorIds?.(reply) }));
    setSending(false);
    setFailed(!sent);
  };
  return (
    <div className="chat-answer">
      <fieldset className="chat-quick-replies">
        <legend className="ui-visually-hidden">{question.body}</legend>
        {replies.map((reply) => (
          <button key={reply.ID} type="button" className="chat-button" disabled={disabled || sending} onClick={() => void choose(reply)}>
            {reply.TEXT}
          </button>
        ))}
      </fieldset>
      {failed ? <SendFailed /> : null}
    </div>
  );
}

export function SendFailed() {
  return (
    <p className="chat-composer__error" role="alert">
      {messages.sendFailed}
    </p>
  );
}
