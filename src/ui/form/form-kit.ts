import { bindFormTracking } from '../../lib/form-tracking-dom';
import { createFormTracker, type FormTracker, type FormTrackingOptions } from '../../lib/form-tracking';
import { adoptStyles } from '../../lib/styles';
import tokensCss from '../tokens.css?inline';
import formCss from './form.css?inline';
import { clearEditedField, createProblemDisplay, problemsOf } from './form-problems';
import type { FieldProblem, Rule } from './rules';
import { createSubmission, type SubmitOutcome } from './submit-lifecycle';

export { failureMessage, type SubmitOutcome } from './submit-lifecycle';

export interface FormKitOptions {
  /** The rules of each field, by control name; a field nobody can see or use is not checked. */
  rules: Record<string, Rule[]>;
  /** Sends the valid form. Called once at a time; what it returns is shown. */
  submit: (form: HTMLFormElement) => Promise<SubmitOutcome>;
  /** The form's tracking (spec §4): shown, changes, the submit click, errors and success. */
  tracking?: FormTrackingOptions | FormTracker;
  /** Called after a problem is shown (to reset a reCAPTCHA, say). */
  onProblem?: (message: string) => void;
  /**
   * false: no error summary (a one-field form, the chat's answers): the problem under the field
   * is announced itself (role="alert").
   */
  summary?: boolean;
}

/** A form the kit enhances. */
export interface FormKit {
  /** Whether a submit is in flight. */
  readonly busy: boolean;
  readonly tracker: FormTracker | undefined;
  /** Checks every field in use (sync and async rules) and shows the problems. True when none. */
  validate(): Promise<boolean>;
  /** Shows problems under fields (e.g. from the server), focuses the first. */
  showProblems(problems: Record<string, FieldProblem | string>): void;
  /** Shows a message in the general area (undefined hides it); tracked as a submit error unless `track` is false. */
  showMessage(message: string | undefined, track?: boolean): void;
  /** Unbinds everything; the form is left as the server made it, with what was typed. */
  destroy(): void;
}

/**
 * The one form kit (GOV.UK's error pattern on any form, server HTML or React): the browser's
 * own validation is replaced by the spec's messages under each field (aria-describedby,
 * aria-invalid) and an error summary, focus goes to the first problem, problems clear as the
 * person types or changes the field, a submit in flight blocks another (aria-busy, the button
 * marked), what was typed stays whatever happens, and the form reports to its tracking.
 */
export function enhanceForm(form: HTMLFormElement, options: FormKitOptions): FormKit {
  adoptStyles(['ui-tokens', tokensCss], ['ui-form', formCss]);
  form.noValidate = true;
  const tracker = options.tracking && 'idCategory' in options.tracking ? createFormTracker(options.tracking) : options.tracking;
  const unbindTracking = tracker ? bindFormTracking(form, tracker) : undefined;
  const problems = createProblemDisplay(form, options, tracker);
  const submission = createSubmission(form, () => options.submit(form), tracker, problems);
  const onEdit = (event: Event) => clearEditedField(form, options.rules, event);
  form.addEventListener('submit', submission.onSubmit);
  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);
  return {
    get busy() {
      return submission.busy;
    },
    tracker,
    validate: problems.validate,
    showProblems: (found) => problems.show(problemsOf(found)),
    showMessage: problems.showMessage,
    destroy() {
      form.removeEventListener('submit', submission.onSubmit);
      form.removeEventListener('input', onEdit);
      form.removeEventListener('change', onEdit);
      unbindTracking?.();
    },
  };
}
