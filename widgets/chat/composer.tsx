import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useChat, useChatActions } from './chat-store';
import { messages } from './messages';
import { keepDraft, readDraft } from './reply-draft';

/**
 * The reply box (spec §5): Enter sends (Shift+Enter is a new line), nothing blank is sent,
 * and what was typed is kept for the session until the server took it, through a failed
 * send, a closed panel or a reload. Keyed by conversation, so each has its own draft.
 */
export function Composer({ disabled }: { disabled: boolean }) {
  const chat = useChatActions();
  const conversationId = useChat((s) => s.conversation?.id ?? null);
  const [text, setText] = useState(() => readDraft(conversationId));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState(false);
  const fieldId = useId();

  const change = (value: string) => {
    setText(value);
    setError(false);
    keepDraft(conversationId, value);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body || sending || disabled) return;
    setSending(true);
    const sent = await chat.send(body);
    setSending(false);
    setError(!sent);
    if (sent) change('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form className="chat-composer" onSubmit={(event) => void submit(event)} aria-busy={sending}>
      <label className="ui-visually-hidden" htmlFor={fieldId}>
        {messages.message}
      </label>
      <textarea
        id={fieldId}
        className="chat-composer__field"
        rows={2}
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
      />
      <button type="submit" className="chat-button chat-button--primary" disabled={sending || disabled}>
        {messages.send}
      </button>
      {error ? (
        <p id={`${fieldId}-error`} className="chat-composer__error" role="alert">
          {messages.sendFailed}
        </p>
      ) : null}
    </form>
  );
}
