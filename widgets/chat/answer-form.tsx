import { useId, useRef, useState, type ReactNode } from 'react';
import { messages } from './messages';

/** An answer on its way to the server, and the problem shown with it. */
export interface AnswerSending {
  busy: boolean;
  problem: string | null;
  showProblem(problem: string | null): void;
  /**
   * Sends with `send`, unless one is under way or the answer is disabled (spec §5): true, it
   * went; false, it did not: the send failure shows and what was typed stays for another
   * try; undefined leaves the problem as it is (the server's complaint went into the chat).
   */
  run(send: () => Promise<boolean | undefined>): Promise<void>;
}

/** The sending state every chat answer has: the reply box, the chatbot's inputs. */
export function useAnswerSending(disabled: boolean): AnswerSending {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A ref as well as the state: a second Enter before the re-render must not send twice.
  const inFlight = useRef(false);
  const run = async (send: () => Promise<boolean | undefined>) => {
    if (inFlight.current || disabled) return;
    inFlight.current = true;
    setBusy(true);
    const sent = await send();
    inFlight.current = false;
    setBusy(false);
    if (sent !== undefined) setProblem(sent ? null : messages.sendFailed);
  };
  return { busy, problem, showProblem: setProblem, run };
}

/** What the answer's field carries: its id (for the label) and the link to the problem shown. */
export interface AnswerField {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface AnswerFormProps {
  className: string;
  /** The field's label, read by screen readers (the question, or "Message"); none for a fieldset with its legend. */
  label?: string;
  sending: AnswerSending;
  disabled: boolean;
  onSubmit(): void;
  children(field: AnswerField): ReactNode;
  /** What goes under the field and Send (the e-mail question's opt-in). */
  after?: ReactNode;
}

/**
 * The chat's answer form, one shape for every answer typed or chosen: the field (`children`),
 * Send (disabled while sending or while the bot answers), and the problem in an alert the
 * field is described by.
 */
export function AnswerForm({ className, label, sending, disabled, onSubmit, children, after }: AnswerFormProps) {
  const id = useId();
  const problemId = `${id}-problem`;
  const field: AnswerField = { id, 'aria-invalid': sending.problem ? true : undefined, 'aria-describedby': sending.problem ? problemId : undefined };
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-busy={sending.busy}
    >
      {label ? (
        <label className="ui-visually-hidden" htmlFor={id}>
          {label}
        </label>
      ) : null}
      {children(field)}
      <SendButton disabled={disabled || sending.busy} />
      {after}
      <AnswerProblem id={problemId} problem={sending.problem} />
    </form>
  );
}

/** Send: the form's submit button, or with `onClick` a button of an answer that is not a form (the date picker's). */
export function SendButton({ disabled, onClick }: { disabled: boolean; onClick?: () => void }) {
  return (
    <button type={onClick ? 'button' : 'submit'} className="chat-button chat-button--primary" disabled={disabled} onClick={onClick}>
      {messages.send}
    </button>
  );
}

/** The problem with an answer, announced as an alert. */
export function AnswerProblem({ id, problem }: { id?: string; problem: string | null }) {
  if (!problem) return null;
  return (
    <p id={id} className="chat-composer__error" role="alert">
      {problem}
    </p>
  );
}
