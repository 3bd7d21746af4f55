import type { ApiError } from '../../api/errors';
import type { FormTracker } from '../../lib/form-tracking';
import { uiMessages } from '../messages';
import { showGeneral } from './error-display';
import { problemsOf, type ProblemDisplay } from './form-problems';
import type { FieldProblem } from './rules';

/** How a submit ended, as the kit shows it. */
export type SubmitOutcome =
  | { ok: true }
  /** Refused: the server's message in the general area, and/or problems under fields. */
  | { ok: false; message?: string; fieldProblems?: Record<string, FieldProblem | string> }
  /** The call failed (network, HTTP, malformed answer): the kit says so in the person's words. */
  | { ok: false; error: ApiError };

/** A form's submits: one at a time, checked first, their outcome shown. */
export interface Submission {
  /** Whether a submit is in flight. */
  readonly busy: boolean;
  /** The form's submit listener. */
  onSubmit(event: SubmitEvent): Promise<void>;
}

/**
 * The submit lifecycle: the browser's submit is replaced, a submit in flight blocks another
 * (the form and its buttons marked busy), the fields are checked, then `send` runs and what it
 * returns is shown. What was typed stays whatever happens.
 */
export function createSubmission(
  form: HTMLFormElement,
  send: () => Promise<SubmitOutcome>,
  tracker: FormTracker | undefined,
  problems: ProblemDisplay,
): Submission {
  let busy = false;
  const setBusy = (on: boolean) => {
    busy = on;
    markBusy(form, on);
  };
  return {
    get busy() {
      return busy;
    },
    async onSubmit(event) {
      event.preventDefault();
      if (busy) return;
      setBusy(true);
      tracker?.click();
      showGeneral(form, undefined);
      try {
        if (await problems.validate()) showOutcome(await send(), tracker, problems);
      } catch (error) {
        console.error('[widgets] A form submit failed.', error);
        problems.showMessage(uiMessages.formFailed);
      } finally {
        setBusy(false);
      }
    },
  };
}

/** aria-busy on the form and aria-disabled on its submit buttons while a submit is in flight. */
function markBusy(form: HTMLFormElement, on: boolean): void {
  for (const element of [form, ...form.querySelectorAll('button[type="submit"], button:not([type])')]) {
    const attribute = element === form ? 'aria-busy' : 'aria-disabled';
    if (on) element.setAttribute(attribute, 'true');
    else element.removeAttribute(attribute);
  }
}

function showOutcome(outcome: SubmitOutcome, tracker: FormTracker | undefined, problems: ProblemDisplay): void {
  if (outcome.ok) return tracker?.success();
  if ('error' in outcome) return problems.showMessage(failureMessage(outcome.error));
  if (outcome.fieldProblems) problems.show(problemsOf(outcome.fieldProblems));
  if (outcome.message) problems.showMessage(outcome.message);
}

/** What a failed call means to the person; what they typed is always kept. */
export function failureMessage(error: ApiError): string {
  if (error.kind === 'network' || error.kind === 'timeout') return uiMessages.formOffline;
  return uiMessages.formFailed;
}
