import { useState } from 'react';
import { AnswerForm, useAnswerSending } from './answer-form';
import { answerDetails, type AnswerProps } from './answer-parts';
import { validateAnswer } from './chat-api';
import { useChatActions } from './chat-store';
import { messages } from './messages';

const NUMBER_TYPES = new Set([3, 4]);
const INPUT_TYPES: Record<number, string> = { 11: 'email', 12: 'tel' };
const AUTOCOMPLETE: Record<number, string> = { 10: 'name', 11: 'email', 12: 'tel' };

/**
 * Types 3, 4 (numbers, decimal separators stripped) and 10–12 (free text): not
 * blank, then checked by the server (/pusher/pusherValidate.php, with the tries so far); its
 * message shows in the chat and the tries go up (spec §5, §8).
 */
export function FreeAnswer({ question, disabled }: AnswerProps) {
  const chat = useChatActions();
  const type = question.messageType ?? 0;
  const [value, setValue] = useState('');
  const [tries, setTries] = useState(0);
  const sending = useAnswerSending(disabled);

  const submit = () => {
    const reply = NUMBER_TYPES.has(type) ? value.replace(/[.,]/g, '').trim() : value.trim();
    if (!reply) return sending.showProblem(messages.emptyAnswer);
    void sending.run(async () => {
      const complaint = await validateAnswer(type, reply, tries);
      if (typeof complaint === 'string') {
        chat.complain(complaint);
        setTries(tries + 1);
        return undefined;
      }
      const sent = complaint === null && (await chat.send(reply, answerDetails(question)));
      if (sent) setValue('');
      return sent;
    });
  };

  return (
    <AnswerForm className="chat-answer chat-composer" label={question.body} sending={sending} disabled={disabled} onSubmit={submit}>
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
