/**
 * A field's problem as the person sees it: the spec's message, and optionally one action
 * offered with it (the e-mail domain check's suggestion, which fills the field when clicked).
 */
export interface FieldProblem {
  message: string;
  action?: { label: string; run: () => void };
}

/** What a rule gives: nothing when the value is fine, else the message (or a problem with an action). */
export type RuleResult = string | FieldProblem | undefined;

/**
 * One check of a field. `value` is the field's value (a radio group's checked value, a
 * checkbox's value when ticked and '' when not; '' for nothing). Rules run in order and the
 * first problem wins. A rule may be async (a server check): put it last, it then runs only
 * when the rules before it found nothing.
 */
export type Rule = (value: string, form: HTMLFormElement) => RuleResult | Promise<RuleResult>;

/** A value is there (trimmed). */
export const required =
  (message: string): Rule =>
  (value) =>
    value.trim() ? undefined : message;

/** At least `min` characters (trimmed unless `trim: false`); an empty value passes, pair it with `required`. */
export const minLength =
  (min: number, message: string, { trim = true } = {}): Rule =>
  (value) => {
    const checked = trim ? value.trim() : value;
    return checked === '' || checked.length >= min ? undefined : message;
  };

/** Matches `pattern`; an empty value passes. */
export const matches =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    value === '' || pattern.test(value) ? undefined : message;

/** Any check of the value: `test` says whether it is fine; an empty value passes. */
export const satisfies =
  (test: (value: string, form: HTMLFormElement) => boolean, message: string): Rule =>
  (value, form) =>
    value === '' || test(value, form) ? undefined : message;

/** Normalises a rule's result to a problem. */
export function asProblem(result: RuleResult): FieldProblem | undefined {
  if (result === undefined || result === '') return undefined;
  return typeof result === 'string' ? { message: result } : result;
}
