import { createStore } from 'zustand/vanilla';
import type { StepName } from './flow';

/** What one run of the stepper knows from its start (a lead's nextStep or the page's button). */
export interface FlowStart {
  plannerFlowId: number;
  userId?: number;
  name?: string;
  email?: string;
  /** The US flow (free access, sign up) rather than the international one. */
  us: boolean;
  /** Experiment variant 'variant': the short flow with the e-mail information step. */
  shortFlow: boolean;
  /** The planner modal's greeting for a lead, already cleaned by the sanitizer. */
  greeting?: DocumentFragment;
}

export interface ExpertAdviceState {
  /** The current run; null when the stepper is not running. */
  run: FlowStart | null;
  /** False while the run waits on the log-in / sign-up layer, which then has the screen. */
  shown: boolean;
  /** Steps shown, the current one last (spec §4: Back pops this history). */
  history: StepName[];
  /** Each step's answers, kept so going back shows them again. */
  answers: Partial<Record<StepName, string[]>>;
  /**
   * The schedule URL of the booking the scheduler reported, kept until the server took it (a
   * failed save sends this same booking again).
   */
  booking: string | null;
  /** The server took the booking. */
  scheduled: boolean;
  /** A step is being saved: its buttons wait. */
  busy: boolean;
  /** The last save failed: said in the step, which stays. */
  failed: boolean;
  /** A step replaced another since the run started (its heading then takes the focus). */
  moved: boolean;
}

const idle: ExpertAdviceState = { run: null, shown: false, history: [], answers: {}, booking: null, scheduled: false, busy: false, failed: false, moved: false };

/** The page's one expert-advice stepper (one modal a page, like the auth layer). */
export const expertAdviceStore = createStore<ExpertAdviceState>(() => idle);

/** Starts a run at `first`; a run already going is replaced. */
export function startRun(run: FlowStart, first: StepName): void {
  expertAdviceStore.setState({ ...idle, run, shown: true, history: [first] }, true);
}

/** The step shown now. */
export function currentStep(state: ExpertAdviceState = expertAdviceStore.getState()): StepName | undefined {
  return state.history.at(-1);
}

/**
 * Shows `step`. With `replace` the current step leaves the history, so Back skips it: the
 * intro (it has moved on by itself) and the account steps (switched between, or done).
 */
export function goTo(step: StepName, options: { replace?: boolean } = {}): void {
  const { history } = expertAdviceStore.getState();
  const kept = options.replace ? history.slice(0, -1) : history;
  expertAdviceStore.setState({ history: [...kept, step], shown: true, failed: false, moved: true });
}

/** Spec §4: Back pops the history, or back to the last `to` in it when named. */
export function goBack(to?: StepName): void {
  const { history } = expertAdviceStore.getState();
  const index = to ? history.lastIndexOf(to) : history.length - 2;
  if (index < 0) return;
  expertAdviceStore.setState({ history: history.slice(0, index + 1), failed: false, moved: true });
}

export function setAnswers(step: StepName, answers: string[]): void {
  expertAdviceStore.setState((state) => ({ answers: { ...state.answers, [step]: answers } }));
}

/** Hides the stepper while another layer (log-in, sign-up) has the screen; the run stays. */
export function hideRun(): void {
  expertAdviceStore.setState({ shown: false });
}

/** Keeps the booking the scheduler reported, until the server takes it. */
export function keepBooking(scheduleUrl: string): void {
  expertAdviceStore.setState({ booking: scheduleUrl });
}

export function markScheduled(): void {
  expertAdviceStore.setState({ scheduled: true });
}

export function endRun(): void {
  expertAdviceStore.setState(idle, true);
}

/** Who the scheduler is prefilled with. */
export type RunPerson = Pick<FlowStart, 'name' | 'email'>;

/**
 * Adds the account to the run after a sign-up or log-in during it: the session's user id, and
 * the name and e-mail the person gave the layer where the run had none (the page knew no one).
 */
export function setRunUser(userId: number | undefined, person: RunPerson = {}): void {
  const { run } = expertAdviceStore.getState();
  if (!run) return;
  const name = run.name ?? person.name;
  const email = run.email ?? person.email;
  expertAdviceStore.setState({ run: { ...run, ...(userId ? { userId } : {}), ...(name ? { name } : {}), ...(email ? { email } : {}) } });
}
