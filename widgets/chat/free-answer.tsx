import { useState } from 'react';
import { AnswerForm, useAnswerSending } from './answer-form';
import { answerDetails, type AnswerProps } from './answer-parts';
import { validateAnswer } from './chat-api';
import { useChatActions } from './chat-store';
import { messages } from './messages';

const NUMBER_TYPES = new Set([3, 4]);
const INPUT_TYPES: Record<number, string> = { 11: 'email', 12: 'tel' };
const AUTOCOMPLETE: Record<number, string> = { 10: 'name', 11: 'email', 12: 'tel' };
const MAIL = 11;

/**
 * Types 3, 4 (numbers, decimal separators stripped) and 10–12 (free text): not
 * blank, then checked by the server (/pusher/pusherValidate.php, with the tries so far); its
 * message shows in the chat and the tries go up (spec §5, §8).
 */
export function FreeAnswer({ question, disabled }: AnswerProps) {
  const chat = useChatActions();
  const type = question.messageType ?? 0;
  const [value, setValue] = useState('');
  const [optIn, setOptIn] = useState(false);
  const { sending, submitChecked } = useCheckedAnswer(type, disabled);

  const submit = () => {
    const reply = NUMBER_TYPES.has(type) ? value.replace(/[.,]/g, '').trim() : value.trim();
    // Spec §3 reply payload mailOptIn (0/1): with the e-mail, whether the person asked for e-mails (unticked unless they tick it).
    const details = answerDetails(question, type === MAIL ? { mailOptIn: optIn ? 1 : 0 } : {});
    submitChecked(reply, async () => {
      const sent = await chat.send(reply, details);
      if (sent) setValue('');
      return sent;
    });
  };

  return (
    <AnswerForm
      className="chat-answer chat-composer"
      label={question.body}
      sending={sending}
      disabled={disabled}
      onSubmit={submit}
      after={
        type === MAIL ? (
          <label className="chat-option chat-optin">
            <input type="checkbox" checked={optIn} onChange={(event) => setOptIn(event.target.checked)} />
            {messages.mailOptIn}
          </label>
        ) : null
      }
    >
      {(field) => (
        <input
          {...field}
          className="chat-composer__field"
          type={INPUT_TYPES[type] ?? 'text'}
          inputMode={NUMBER_TYPES.has(type) ? 'numeric' : undefined}
          autoComplete={AUTOCOMPLETE[type] ?? 'off'}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            sending.showProblem(null);
          }}
        />
      )}
    </AnswerForm>
  );
}

/**
 * A typed answer the server checks before it goes (spec §5, §8: /pusher/pusherValidate.php with
 * the tries so far): blank, the problem shows; the server's complaint goes into the chat and the
 * tries go up; accepted, `send` sends it.
 */
export function useCheckedAnswer(type: number, disabled: boolean) {
  const chat = useChatActions();
  const [tries, setTries] = useState(0);
  const sending = useAnswerSending(disabled);
  const submitChecked = (reply: string, send: () => Promise<boolean>) => {
    if (!reply) return sending.showProblem(messages.emptyAnswer);
    void sending.run(async () => {
      const complaint = await validateAnswer(type, reply, tries);
      if (typeof complaint === 'string') {
        chat.complain(complaint);
        setTries(tries + 1);
        return undefined;
      }
      return complaint === null && (await send());
    });
  };
  return { sending, submitChecked };
}
