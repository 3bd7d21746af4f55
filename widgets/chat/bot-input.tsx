import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ChatStore } from '../../src/chat/chat-store';
import { answerDetails, QuickReplies, type AnswerProps } from './answer-parts';
import { BotDate } from './bot-date';
import { FreeAnswer } from './free-answer';
import { messages } from './messages';
import { VendorList, VendorPicker } from './vendor-answers';

/** Spec §3 chatbot message types. */
const MULTI_SELECT = new Set([2, 9]);
const FREE_INPUT = new Set([3, 4, 5, 10, 11, 12]);
const DATE = 6;
const FLUSH_AND_END = 15;
const VENDOR_PICKER = 18;
const VENDOR_LIST = 19;
const LOADING_VENDORS = 20;

/** The input the chatbot's question asks for (spec §3/§5), in place of the free reply box. */
export default function BotInput(props: AnswerProps) {
  const type = props.question.messageType ?? 0;
  if (type === LOADING_VENDORS) return null;
  if (type === FLUSH_AND_END) return <Ended chat={props.chat} />;
  if (type === VENDOR_LIST) return <VendorList {...props} />;
  if (type === VENDOR_PICKER) return <VendorPicker {...props} />;
  if (type === DATE) return <BotDate {...props} />;
  if (MULTI_SELECT.has(type)) return <MultiSelect {...props} />;
  if (FREE_INPUT.has(type)) return <FreeAnswer {...props} />;
  return <QuickReplies {...props} replies={props.question.quickReplies ?? []} />;
}

/** Types 2 and 9: several options, then Send. */
function MultiSelect({ chat, question, disabled }: AnswerProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const legendId = useId();
  const replies = question.quickReplies ?? [];
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setProblem(messages.chooseOne);
    setSending(true);
    const text = replies.filter((r) => chosen.includes(r.ID)).map((r) => r.TEXT).join(', ');
    const sent = await chat.send(text, answerDetails(question, { answerId: chosen[0] }));
    setSending(false);
    setProblem(sent ? null : messages.sendFailed);
  };
  return (
    <form className="chat-answer" onSubmit={(event) => void submit(event)} aria-busy={sending}>
      <fieldset className="chat-answer__options" aria-describedby={problem ? `${legendId}-problem` : undefined}>
        <legend className="ui-visually-hidden" id={legendId}>
          {question.body}
        </legend>
        {replies.map((reply) => (
          <label key={reply.ID} className="chat-option">
            <input
              type="checkbox"
              checked={chosen.includes(reply.ID)}
              onChange={(event) => {
                setProblem(null);
                setChosen((list) => (event.target.checked ? [...list, reply.ID] : list.filter((id) => id !== reply.ID)));
              }}
            />{' '}
            {reply.TEXT}
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

/** Type 15: the flow is over; the person may start it again (the refresh question first). */
function Ended({ chat }: { chat: ChatStore }) {
  useEffect(() => chat.flush(), [chat]);
  const again = () => {
    if (window.confirm(messages.refreshQuestion)) void chat.restart();
  };
  return (
    <div className="chat-answer">
      <p className="chat-conversation__notice">{messages.ended}</p>
      <button type="button" className="chat-button" onClick={again}>
        {messages.startAgain}
      </button>
    </div>
  );
}

