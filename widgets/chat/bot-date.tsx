import { useState } from 'react';
import { getSiteConfig } from '../../src/lib/config';
import { AnswerProblem, SendButton, useAnswerSending } from './answer-form';
import { answerDetails, type AnswerProps } from './answer-parts';
import { sendPickedDate } from './chat-api';
import { useChatActions } from './chat-store';
import { DatePicker, formatDay, toDayValue } from './date-picker';
import { messages } from './messages';

/**
 * Type 6: the wedding date from the date picker (no day before today), sent to
 * /pusher/pusherCalendar.php then answered. Not a form: the picker's day buttons and keys are its own.
 */
export function BotDate({ question, disabled }: AnswerProps) {
  const chat = useChatActions();
  const country = getSiteConfig().country;
  const [day, setDay] = useState<number>();
  const [today] = useState(() => toDayValue(new Date()));
  const sending = useAnswerSending(disabled);
  const send = () => {
    if (day === undefined) return;
    void sending.run(async () => (await sendPickedDate(day)) && (await chat.send(formatDay(day, country), answerDetails(question))));
  };
  return (
    <div className="chat-answer chat-answer--date">
      <DatePicker country={country} label={messages.pickDate} minDay={today} value={day} onChange={([next]) => setDay(next)} />
      <SendButton disabled={disabled || sending.busy || day === undefined} onClick={send} />
      <AnswerProblem problem={sending.problem} />
    </div>
  );
}
