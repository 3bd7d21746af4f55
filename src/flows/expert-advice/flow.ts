/**
 * The steps of spec §4 "Expert advice" and which one follows which, as plain data and
 * functions: the components ask `nextStep` and never decide the order themselves.
 */
export type StepName =
  | 'planningAdvice'
  | 'intro'
  | 'weddingStyle'
  | 'budget'
  | 'allSet'
  | 'scheduler'
  | 'feedback'
  | 'emailInformation'
  | 'freeAccess'
  | 'signUp'
  | 'logIn'
  | 'usPlanningAdvice';

/**
 * The `step` each saved step sends to /wedding-planner-save-step. The spec names only
 * APPOINTMENT (the scheduler's booking and the variant's e-mail information); the others follow
 * its style. The intro and the account steps save nothing.
 */
export const SERVER_STEP: Partial<Record<StepName, string>> = {
  planningAdvice: 'PLANNING_ADVICE',
  usPlanningAdvice: 'US_PLANNING_ADVICE',
  weddingStyle: 'WEDDING_STYLE',
  budget: 'BUDGET',
  feedback: 'FEEDBACK',
  allSet: 'ALL_SET',
  freeAccess: 'FREE_ACCESS',
  scheduler: 'APPOINTMENT',
  emailInformation: 'APPOINTMENT',
};

/** The answer a 'Not now' saves (spec §4). */
export const NOT_NOW = 'notNow';
/** The 'other' option of the choice steps: it leads to the feedback step. */
export const OTHER = 'other';
/** The budget choice that skips the budget (spec §4: "Budget skipped by selecting '-'"). */
export const BUDGET_SKIP = '-';
/** The experiment variant whose flow is the short one with e-mail information (spec §4). */
export const SHORT_FLOW_VARIANT = 'variant';

/** What decides the order: the site's country, the experiment, the session, the intro seen before. */
export interface FlowFacts {
  us: boolean;
  shortFlow: boolean;
  loggedIn: boolean;
  /** The 'onIt' intro (the "delightful" screen) was shown before: a repeat skips it. */
  introSeen: boolean;
}

/** The first step: free access in the US, planning advice elsewhere. */
export function firstStep(facts: FlowFacts): StepName {
  return facts.us ? 'freeAccess' : 'planningAdvice';
}

/** The step after the intro, or the intro itself when it has not been seen. */
function throughIntro(facts: FlowFacts, after: StepName): StepName {
  return facts.introSeen ? after : 'intro';
}

/** The step that follows `step` given its answers; undefined when the flow ends there. */
export function nextStep(step: StepName, answers: readonly string[], facts: FlowFacts): StepName | undefined {
  switch (step) {
    case 'planningAdvice':
      if (answers.includes(OTHER)) return 'feedback';
      return facts.shortFlow ? 'emailInformation' : throughIntro(facts, 'weddingStyle');
    case 'feedback':
      return facts.shortFlow ? 'emailInformation' : 'allSet';
    case 'intro':
      return facts.us ? 'usPlanningAdvice' : 'weddingStyle';
    case 'weddingStyle':
    case 'usPlanningAdvice':
      return 'budget';
    case 'budget':
      return 'allSet';
    case 'allSet':
      return 'scheduler';
    case 'freeAccess':
      if (facts.shortFlow) return 'emailInformation';
      return facts.loggedIn ? throughIntro(facts, 'usPlanningAdvice') : 'signUp';
    case 'signUp':
    case 'logIn':
      return throughIntro(facts, 'usPlanningAdvice');
    default:
      return undefined;
  }
}
