import type { FormTracker } from '../../lib/form-tracking';
import { uiMessages } from '../messages';
import { clearFieldProblem, controlsOf, fieldValue, isInUse, showFieldProblem, showGeneral, showSummary, type SummaryItem } from './error-display';
import { asProblem, type FieldProblem, type Rule } from './rules';

/** Problems by field name, in the order they are shown (the summary's, and focus goes to the first). */
export type Problems = Map<string, FieldProblem>;

/** How a form shows what is wrong: under the fields, in the summary, in the general area. */
export interface ProblemDisplay {
  /** Checks every field in use and shows what it found; true when nothing. */
  validate(): Promise<boolean>;
  /** Shows these problems (and only these), focuses the first, and reports it. */
  show(problems: Problems): void;
  /** Shows a message in the general area (undefined hides it); reported unless `track` is false. */
  showMessage(message: string | undefined, track?: boolean): void;
}

/** What the display needs of the kit's options; read at each use (useFormKit's rules change). */
interface ProblemOptions {
  rules: Record<string, Rule[]>;
  onProblem?: (message: string) => void;
  summary?: boolean;
}

/**
 * The form's problem display, reporting each problem shown (the first of a set) to the
 * tracking as a submit error and to `onProblem`.
 */
export function createProblemDisplay(form: HTMLFormElement, options: ProblemOptions, tracker: FormTracker | undefined): ProblemDisplay {
  const report = (message: string | undefined) => {
    if (!message) return;
    tracker?.error(message);
    options.onProblem?.(message);
  };
  const show = (problems: Problems) => report(displayProblems(form, options, problems));
  return {
    async validate() {
      const problems = await findProblems(form, options.rules);
      show(problems);
      return problems.size === 0;
    },
    show,
    showMessage(message, track = true) {
      showGeneral(form, message);
      if (track) report(message);
    },
  };
}

/** The first problem of each field in use, its rules run in order (async ones awaited). */
async function findProblems(form: HTMLFormElement, rules: Record<string, Rule[]>): Promise<Problems> {
  const found: Problems = new Map();
  for (const [name, fieldRules] of Object.entries(rules)) {
    const controls = controlsOf(form, name);
    if (!controls.length || !isInUse(controls)) continue;
    const problem = await firstProblem(fieldRules, fieldValue(controls), form);
    if (problem) found.set(name, problem);
  }
  return found;
}

async function firstProblem(rules: Rule[], value: string, form: HTMLFormElement): Promise<FieldProblem | undefined> {
  for (const rule of rules) {
    const problem = asProblem(await rule(value, form));
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Clears every ruled field, then shows `problems` under their fields and in the summary (unless
 * the form has none) and focuses the first. Returns the first message shown, if any.
 */
function displayProblems(form: HTMLFormElement, { rules, summary = true }: ProblemOptions, problems: Problems): string | undefined {
  for (const name of Object.keys(rules)) clearFieldProblem(form, controlsOf(form, name));
  const shown: SummaryItem[] = [];
  for (const [name, problem] of problems) {
    const controls = controlsOf(form, name);
    if (!controls.length) continue;
    showFieldProblem(controls, problem, !summary);
    shown.push({ name, focusTarget: controls.find((c) => !c.disabled) ?? controls[0]!, message: problem.message });
  }
  if (summary) showSummary(form, shown, uiMessages.formProblems);
  shown[0]?.focusTarget.focus();
  return shown[0]?.message;
}

/** Problems given by field name (a message or a problem each), as the display takes them. */
export function problemsOf(problems: Record<string, FieldProblem | string>): Problems {
  return new Map(Object.entries(problems).map(([name, p]) => [name, asProblem(p)!]));
}

/** Spec §5: a field's problem clears as the person types in it or changes it. */
export function clearEditedField(form: HTMLFormElement, rules: Record<string, Rule[]>, event: Event): void {
  const name = (event.target as Element).getAttribute('name');
  if (name && name in rules) clearFieldProblem(form, controlsOf(form, name));
}
