/** The one form kit every enhanced form uses (server HTML or React): rules, problems, submit state, tracking. */
export { enhanceForm, failureMessage, type FormKit, type FormKitOptions, type SubmitOutcome } from './form-kit';
export { useFormKit } from './use-form-kit';
export { useFormTracking } from './use-form-tracking';
export { matches, minLength, required, satisfies, type FieldProblem, type Rule, type RuleResult } from './rules';
