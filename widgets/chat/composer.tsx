import { useState, type KeyboardEvent } from 'react';
import { AnswerForm, fieldText } from './answer-form';
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

  const change = (value: string) => {
    setText(value);
    keepDraft(conversationId, value);
  };

  // Nothing blank is sent, and nothing is said about it.
  const send = async (form: HTMLFormElement) => {
    const body = fieldText(form, 'message').trim();
    if (!body) return undefined;
    const sent = await chat.send(body);
    if (sent) change('');
    return sent;
  };

  // Enter submits the form, as Send does: the kit sends one at a time.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!disabled) event.currentTarget.form?.requestSubmit();
  };

  return (
    <AnswerForm className="chat-composer" label={messages.message} name="message" disabled={disabled} send={send}>
      {(field) => <textarea {...field} className="chat-composer__field" rows={2} value={text} onChange={(event) => change(event.target.value)} onKeyDown={onKeyDown} />}
    </AnswerForm>
  );
}
