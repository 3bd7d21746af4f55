import { useId, useRef, useState, type ReactNode } from 'react';
import type { Rule } from '../../src/ui/form/rules';
import { useFormKit } from '../../src/ui/form/use-form-kit';
import { messages } from './messages';

/**
 * How sending an answer ended: true, the server took it; false, it failed (the failure shows
 * and what was typed stays for another try); undefined, nothing to show (the server's complaint
 * went into the chat).
 */
export type AnswerSent = boolean | undefined;

/** The sending state of an answer that is not a form (the quick replies, the date picker's Send). */
export interface AnswerSending {
  busy: boolean;
  problem: string | null;
  showProblem(problem: string | null): void;
  /** Sends with `send`, unless one is under way or the answer is disabled (spec §5). */
  run(send: () => Promise<AnswerSent>): Promise<void>;
}

/** The sending state of the chatbot's buttons: one send at a time, its failure said. */
export function useAnswerSending(disabled: boolean): AnswerSending {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A ref as well as the state: a second press before the re-render must not send twice.
  const inFlight = useRef(false);
  const run = async (send: () => Promise<AnswerSent>) => {
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

/** A text field's value as the form holds it now (never a render behind what was typed). */
export const fieldText = (form: HTMLFormElement, name: string): string => (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '';

/** What the answer's field carries: its id (for the label) and its name (the kit's rules go by it). */
export interface AnswerField {
  id: string;
  name: string;
}

interface AnswerFormProps {
  className: string;
  /** The field's label, read by screen readers (the question, or "Message"); none for a fieldset with its legend. */
  label?: string;
  /** The name of the answer's control(s). */
  name: string;
  /** Checked before sending, in order; the first problem shows under the field. */
  rules?: Rule[];
  /** While the bot answers, nothing is sent (spec §5). */
  disabled: boolean;
  /** Sends the checked answer, read from `form` as it is now (what the rules checked). */
  send(form: HTMLFormElement): Promise<AnswerSent>;
  children(field: AnswerField): ReactNode;
  /** What goes under the field and Send (the e-mail question's opt-in). */
  after?: ReactNode;
}

/**
 * The chat's answer form, one shape for every answer typed or chosen, on the site's form kit
 * (src/ui/form): the rules' problem under the field, announced and linked to it (no summary in
 * so small a form), one send at a time (the form busy, Send marked), a failed send said in the
 * form's alert and what was typed kept. Send is disabled while the bot answers.
 */
export function AnswerForm({ className, label, name, rules = [], disabled, send, children, after }: AnswerFormProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const kit = useFormKit(form, {
    rules: { [name]: rules },
    summary: false,
    submit: async (element) => {
      if (disabled) return { ok: false };
      const sent = await send(element);
      if (sent === undefined) return { ok: false };
      return sent ? { ok: true } : { ok: false, message: messages.sendFailed };
    },
  });
  return (
    // The failure said clears as the person changes their answer. The kit sends; the browser
    // never does (not even before the kit is bound, the first frame).
    <form ref={form} className={className} onInput={() => kit?.showMessage(undefined, false)} onSubmit={(event) => event.preventDefault()}>
      {label ? (
        <label className="ui-visually-hidden" htmlFor={id}>
          {label}
        </label>
      ) : null}
      {children({ id, name })}
      <SendButton disabled={disabled} />
      {after}
      {/* The kit's general area: a failed send, announced. */}
      <p className="chat-composer__error" data-form-error hidden />
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

/** The problem with an answer that is not a form, announced as an alert. */
export function AnswerProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p className="chat-composer__error" role="alert">
      {problem}
    </p>
  );
}
