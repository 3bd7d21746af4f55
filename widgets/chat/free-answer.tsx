import { useRef, useState } from 'react';
import type { Rule } from '../../src/ui/form/rules';
import { AnswerForm, fieldText, type AnswerSent } from './answer-form';
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
  const sendChecked = useCheckedAnswer(type);
  const replyOf = (typed: string) => (NUMBER_TYPES.has(type) ? typed.replace(/[.,]/g, '').trim() : typed.trim());

  const send = (form: HTMLFormElement) => {
    const reply = replyOf(fieldText(form, 'answer'));
    // Spec §3 reply payload mailOptIn (0/1): with the e-mail, whether the person asked for e-mails (unticked unless they tick it).
    const details = answerDetails(question, type === MAIL ? { mailOptIn: optIn ? 1 : 0 } : {});
    return sendChecked(reply, async () => {
      const sent = await chat.send(reply, details);
      if (sent) setValue('');
      return sent;
    });
  };

  return (
    <AnswerForm
      className="chat-answer chat-composer"
      label={question.body}
      name="answer"
      rules={[answerGiven(replyOf)]}
      disabled={disabled}
      send={send}
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
          onChange={(event) => setValue(event.target.value)}
        />
      )}
    </AnswerForm>
  );
}

/** The kit's rule for a typed answer: something is left once `reply` made it the answer sent. */
export const answerGiven =
  (reply: (typed: string) => string = (typed) => typed.trim()): Rule =>
  (typed) =>
    reply(typed) ? undefined : messages.emptyAnswer;

/**
 * A typed answer the server checks before it goes (spec §5, §8: /pusher/pusherValidate.php with
 * the tries so far): the server's complaint goes into the chat and the tries go up (nothing
 * else is said); accepted, `send` sends it. The kit's rules have checked it is not blank.
 */
export function useCheckedAnswer(type: number) {
  const chat = useChatActions();
  const tries = useRef(0);
  return async (reply: string, send: () => Promise<boolean>): Promise<AnswerSent> => {
    const complaint = await validateAnswer(type, reply, tries.current);
    if (typeof complaint === 'string') {
      chat.complain(complaint);
      tries.current += 1;
      return undefined;
    }
    return complaint === null && (await send());
  };
}
