import { useId, useState, type FormEvent } from 'react';
import type { ChatMessage, QuickReply } from '../../src/api/chat-schemas';
import type { ReplyDetails } from './chat-api';
import { useChatActions } from './chat-store';
import { messages } from './messages';

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

/**
 * Several options, then Send (types 2 and 9, and the vendor picker 18): at least one must be
 * chosen; `send` answers whether the server took the answer.
 */
export function Checklist({ legend, options, disabled, send }: { legend: string; options: { id: number; label: string }[]; disabled: boolean; send(chosen: number[]): Promise<boolean> }) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const legendId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setProblem(messages.chooseOne);
    setSending(true);
    const sent = await send(chosen);
    setSending(false);
    setProblem(sent ? null : messages.sendFailed);
  };
  return (
    <form className="chat-answer" onSubmit={(event) => void submit(event)} aria-busy={sending}>
      <fieldset className="chat-answer__options" aria-describedby={problem ? `${legendId}-problem` : undefined}>
        <legend className="ui-visually-hidden" id={legendId}>
          {legend}
        </legend>
        {options.map((option) => (
          <label key={option.id} className="chat-option">
            <input
              type="checkbox"
              checked={chosen.includes(option.id)}
              onChange={(event) => {
                setProblem(null);
                setChosen((list) => (event.target.checked ? [...list, option.id] : list.filter((id) => id !== option.id)));
              }}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="chat-button chat-button--primary" disabled={disabled || sending}>
        {messages.send}
      </button>
      {problem ? (
        <p id={`${legendId}-problem`} className="chat-composer__error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
