import { useState } from 'react';
import type { ChatMessage, QuickReply } from '../../src/api/chat-schemas';
import { required } from '../../src/ui/form/rules';
import { AnswerForm, AnswerProblem, useAnswerSending } from './answer-form';
import type { ReplyDetails } from './chat-api';
import { useChatActions } from './chat-store';
import { messages } from './messages';
import { ReplyIcon } from './reply-icon';

// What the chatbot's answer inputs share.

/** What every answer to `question` carries (spec §3 reply payload). */
export function answerDetails(question: ChatMessage, extra: ReplyDetails = {}): ReplyDetails {
  const { questionId, flowId, categId, sectorId } = question;
  return { questionId, flowId, categId, sectorId, ...extra };
}

/** An input for the chatbot's `question`, disabled while the bot answers. */
export interface AnswerProps {
  question: ChatMessage;
  disabled: boolean;
}

/** One button per quick reply; question type 8 also sets the sector (spec §3). */
export function QuickReplies({ question, disabled, replies, vendorIds }: AnswerProps & { replies: QuickReply[]; vendorIds?: (reply: QuickReply) => number[] }) {
  const chat = useChatActions();
  const sending = useAnswerSending(disabled);
  const choose = (reply: QuickReply) => {
    const sector = question.messageType === 8 ? { sectorId: reply.ID, categId: reply.ID } : {};
    return sending.run(() => chat.send(reply.TEXT, answerDetails(question, { answerId: reply.ID, ...sector, vendorIds: vendorIds?.(reply) })));
  };
  return (
    <div className="chat-answer">
      <fieldset className="chat-quick-replies">
        <legend className="ui-visually-hidden">{question.body}</legend>
        {replies.map((reply) => (
          <button key={reply.ID} type="button" className="chat-button chat-button--reply" disabled={disabled || sending.busy} onClick={() => void choose(reply)}>
            <ReplyIcon name={reply.ICON} />
            {reply.TEXT}
          </button>
        ))}
      </fieldset>
      <AnswerProblem problem={sending.problem} />
    </div>
  );
}

/**
 * Several options, then Send (types 2 and 9, and the vendor picker 18): at least one must be
 * chosen; `send` answers whether the server took the answer.
 */
export function Checklist({ legend, options, disabled, send }: { legend: string; options: { id: number; label: string }[]; disabled: boolean; send(chosen: number[]): Promise<boolean> }) {
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <AnswerForm className="chat-answer" name="choice" rules={[required(messages.chooseOne)]} disabled={disabled} send={(form) => send(new FormData(form).getAll('choice').map(Number))}>
      {(field) => (
        <fieldset className="chat-answer__options">
          <legend className="ui-visually-hidden">{legend}</legend>
          {options.map((option) => (
            <label key={option.id} className="chat-option">
              <input
                type="checkbox"
                name={field.name}
                value={option.id}
                checked={chosen.includes(option.id)}
                onChange={(event) => setChosen((list) => (event.target.checked ? [...list, option.id] : list.filter((id) => id !== option.id)))}
              />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
    </AnswerForm>
  );
}
