import type { ApiError } from '../../api/errors';
import { bindFormTracking } from '../../lib/form-tracking-dom';
import { createFormTracker, type FormTracker, type FormTrackingOptions } from '../../lib/form-tracking';
import { uiMessages } from '../messages';
import { adoptStyles } from '../../lib/styles';
import tokensCss from '../tokens.css?inline';
import formCss from './form.css?inline';
import { clearFieldProblem, controlsOf, fieldValue, isInUse, showFieldProblem, showGeneral, showSummary, type SummaryItem } from './error-display';
import { asProblem, type FieldProblem, type Rule } from './rules';

/** How a submit ended, as the kit shows it. */
export type SubmitOutcome =
  | { ok: true }
  /** Refused: the server's message in the general area, and/or problems under fields. */
  | { ok: false; message?: string; fieldProblems?: Record<string, FieldProblem | string> }
  /** The call failed (network, HTTP, malformed answer): the kit says so in the person's words. */
  | { ok: false; error: ApiError };

export interface FormKitOptions {
  /** The rules of each field, by control name; a field nobody can see or use is not checked. */
  rules: Record<string, Rule[]>;
  /** Sends the valid form. Called once at a time; what it returns is shown. */
  submit: (form: HTMLFormElement) => Promise<SubmitOutcome>;
  /** The form's tracking (spec §4): shown, changes, the submit click, errors and success. */
  tracking?: FormTrackingOptions | FormTracker;
  /** Called after a problem is shown (to reset a reCAPTCHA, say). */
  onProblem?: (message: string) => void;
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
  let busy = false;

  const problemsOf = async (): Promise<Map<string, FieldProblem>> => {
    const found = new Map<string, FieldProblem>();
    for (const [name, rules] of Object.entries(options.rules)) {
      const controls = controlsOf(form, name);
      if (!controls.length || !isInUse(controls)) continue;
      const problem = await firstProblem(rules, fieldValue(controls), form);
      if (problem) found.set(name, problem);
    }
    return found;
  };

  const show = (problems: Map<string, FieldProblem>) => {
    for (const name of Object.keys(options.rules)) clearFieldProblem(form, controlsOf(form, name));
    const shown: SummaryItem[] = [];
    for (const [name, problem] of problems) {
      const controls = controlsOf(form, name);
      if (!controls.length) continue;
      showFieldProblem(controls, problem);
      shown.push({ name, focusTarget: controls.find((c) => !c.disabled) ?? controls[0]!, message: problem.message });
    }
    showSummary(form, shown, uiMessages.formProblems);
    shown[0]?.focusTarget.focus();
    const first = shown[0]?.message;
    if (first) {
      tracker?.error(first);
      options.onProblem?.(first);
    }
  };

  const showMessage = (message: string | undefined, track = true) => {
    showGeneral(form, message);
    if (message && track) {
      tracker?.error(message);
      options.onProblem?.(message);
    }
  };

  const setBusy = (on: boolean) => {
    busy = on;
    for (const element of [form, ...form.querySelectorAll('button[type="submit"], button:not([type])')]) {
      const attribute = element === form ? 'aria-busy' : 'aria-disabled';
      if (on) element.setAttribute(attribute, 'true');
      else element.removeAttribute(attribute);
    }
  };

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    tracker?.click();
    showGeneral(form, undefined);
    try {
      const problems = await problemsOf();
      show(problems);
      if (problems.size) return;
      const outcome = await options.submit(form);
      if (outcome.ok) {
        tracker?.success();
        return;
      }
      if ('error' in outcome) return showMessage(failureMessage(outcome.error));
      if (outcome.fieldProblems) show(new Map(Object.entries(outcome.fieldProblems).map(([name, p]) => [name, asProblem(p)!])));
      if (outcome.message) showMessage(outcome.message);
    } catch (error) {
      console.error('[widgets] A form submit failed.', error);
      showMessage(uiMessages.formFailed);
    } finally {
      setBusy(false);
    }
  };

  // Spec §5: errors clear on keypress or change.
  const onEdit = (event: Event) => {
    const target = event.target as Element;
    const name = target.getAttribute('name');
    if (name && name in options.rules) clearFieldProblem(form, controlsOf(form, name));
  };

  form.addEventListener('submit', onSubmit);
  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);
  return {
    get busy() {
      return busy;
    },
    tracker,
    async validate() {
      const problems = await problemsOf();
      show(problems);
      return problems.size === 0;
    },
    showProblems: (problems) => show(new Map(Object.entries(problems).map(([name, p]) => [name, asProblem(p)!]))),
    showMessage,
    destroy() {
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('input', onEdit);
      form.removeEventListener('change', onEdit);
      unbindTracking?.();
    },
  };
}

async function firstProblem(rules: Rule[], value: string, form: HTMLFormElement): Promise<FieldProblem | undefined> {
  for (const rule of rules) {
    const problem = asProblem(await rule(value, form));
    if (problem) return problem;
  }
  return undefined;
}

/** What a failed call means to the person; what they typed is always kept. */
export function failureMessage(error: ApiError): string {
  if (error.kind === 'network' || error.kind === 'timeout') return uiMessages.formOffline;
  return uiMessages.formFailed;
}
