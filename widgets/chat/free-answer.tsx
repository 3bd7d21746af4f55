import { useId, useState, type FormEvent } from 'react';
import { validateAnswer } from './chat-api';
import { answerDetails, type AnswerProps } from './answer-parts';
import { useChatActions } from './chat-store';
import { messages } from './messages';

const NUMBER_TYPES = new Set([3, 4]);
const INPUT_TYPES: Record<number, string> = { 11: 'email', 12: 'tel' };

/**
 * Types 3, 4 (numbers, decimal separators stripped), 5 (a place) and 10–12 (free text): not
 * blank, then checked by the server (/pusher/pusherValidate.php, with the tries so far); its
 * message shows in the chat and the tries go up (spec §5, §8).
 */
export function FreeAnswer({ question, disabled }: AnswerProps) {
  const chat = useChatActions();
  const type = question.messageType ?? 0;
  const [value, setValue] = useState('');
  const [tries, setTries] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reply = NUMBER_TYPES.has(type) ? value.replace(/[.,]/g, '').trim() : value.trim();
    if (!reply) return setProblem(messages.emptyAnswer);
    if (busy || disabled) return;
    setBusy(true);
    const complaint = await validateAnswer(type, reply, tries);
    if (typeof complaint === 'string') {
      chat.complain(complaint);
      setTries(tries + 1);
    } else {
      const sent = complaint === null && (await chat.send(reply, answerDetails(question)));
      setProblem(sent ? null : messages.sendFailed);
      if (sent) setValue('');
    }
    setBusy(false);
  };

  return (
    <form className="chat-answer chat-composer" onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <label className="ui-visually-hidden" htmlFor={fieldId}>
        {question.body}
      </label>
      <input
        id={fieldId}
        className="chat-composer__field"
        type={INPUT_TYPES[type] ?? 'text'}
        inputMode={NUMBER_TYPES.has(type) ? 'numeric' : undefined}
        autoComplete={type === 10 ? 'name' : type === 11 ? 'email' : type === 12 ? 'tel' : 'off'}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(null);
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${fieldId}-problem` : undefined}
      />
      <button type="submit" className="chat-button chat-button--primary" disabled={disabled || busy}>
        {messages.send}
      </button>
      {problem ? (
        <p id={`${fieldId}-problem`} className="chat-composer__error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
