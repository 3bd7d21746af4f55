import { useState } from 'react';
import { sendPickedDate } from './chat-api';
import { getSiteConfig } from '../../src/lib/config';
import { DatePicker, formatDay, toDayValue } from './date-picker';
import { answerDetails, SendFailed, type AnswerProps } from './answer-parts';
import { useChatActions } from './chat-store';
import { messages } from './messages';

/** Type 6: the wedding date from the date picker (no day before today), sent to /pusher/pusherCalendar.php then answered. */
export function BotDate({ question, disabled }: AnswerProps) {
  const chat = useChatActions();
  const country = getSiteConfig().country;
  const [day, setDay] = useState<number>();
  const [today] = useState(() => toDayValue(new Date()));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const send = async () => {
    if (day === undefined) return;
    setBusy(true);
    const sent = (await sendPickedDate(day)) && (await chat.send(formatDay(day, country), answerDetails(question)));
    setBusy(false);
    setFailed(!sent);
  };
  return (
    <div className="chat-answer chat-answer--date">
      <DatePicker country={country} label={messages.pickDate} minDay={today} value={day} onChange={([next]) => setDay(next)} />
      <button type="button" className="chat-button chat-button--primary" disabled={disabled || busy || day === undefined} onClick={() => void send()}>
        {messages.send}
      </button>
      {failed ? <SendFailed /> : null}
    </div>
  );
}
