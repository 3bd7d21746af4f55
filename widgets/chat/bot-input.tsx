import { useEffect } from 'react';
import { answerDetails, Checklist, QuickReplies, type AnswerProps } from './answer-parts';
import { BotDate } from './bot-date';
import { useChatActions } from './chat-store';
import { FreeAnswer } from './free-answer';
import { messages } from './messages';
import { PlaceAnswer } from './place-answer';
import { refreshConfirmed } from './refresh-question';
import { VendorList, VendorPicker } from './vendor-answers';

/** Spec §3 chatbot message types. */
const MULTI_SELECT = new Set([2, 9]);
const FREE_INPUT = new Set([3, 4, 10, 11, 12]);
const LOCATION = 5;
const DATE = 6;
const FLUSH_AND_END = 15;
const VENDOR_PICKER = 18;
const VENDOR_LIST = 19;
const LOADING_VENDORS = 20;

/** The input the chatbot's question asks for (spec §3/§5), in place of the free reply box. */
export default function BotInput(props: AnswerProps) {
  const type = props.question.messageType ?? 0;
  if (type === LOADING_VENDORS) return null;
  if (type === FLUSH_AND_END) return <Ended />;
  if (type === VENDOR_LIST) return <VendorList {...props} />;
  if (type === VENDOR_PICKER) return <VendorPicker {...props} />;
  if (type === DATE) return <BotDate {...props} />;
  if (MULTI_SELECT.has(type)) return <MultiSelect {...props} />;
  if (type === LOCATION) return <PlaceAnswer {...props} />;
  if (FREE_INPUT.has(type)) return <FreeAnswer {...props} />;
  return <QuickReplies {...props} replies={props.question.quickReplies ?? []} />;
}

/** Types 2 and 9: several options, then Send. */
function MultiSelect({ question, disabled }: AnswerProps) {
  const chat = useChatActions();
  const replies = question.quickReplies ?? [];
  const send = (chosen: number[]) => {
    const text = replies.filter((r) => chosen.includes(r.ID)).map((r) => r.TEXT).join(', ');
    return chat.send(text, answerDetails(question, { answerId: chosen[0] }));
  };
  return <Checklist legend={question.body} options={replies.map((r) => ({ id: r.ID, label: r.TEXT }))} disabled={disabled} send={send} />;
}

/** Type 15: the flow is over; the person may start it again (the refresh question first). */
function Ended() {
  const chat = useChatActions();
  useEffect(() => chat.flush(), [chat]);
  const again = () => {
    if (refreshConfirmed()) void chat.restart();
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

