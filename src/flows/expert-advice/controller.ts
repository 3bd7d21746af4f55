import { goToAuthPage, requireAccount } from '../../state/account';
import { readCookie } from '../../lib/cookies';
import { on } from '../../lib/events';
import { reprintedPage } from '../../lib/reprinted-page';
import { sessionStore } from '../../state/session';
import { showToast } from '../../ui/toast/show-toast';
import { nextStep, NOT_NOW, SERVER_STEP, type FlowFacts, type StepName } from './flow';
import { messages as m } from './messages';
import { introShownBefore, rememberScheduled } from './remember';
import { saveStep } from './save';
import { endRun, expertAdviceStore, goTo, hideRun, keepBooking, markScheduled, setAnswers, setRunUser, type FlowStart, type RunPerson } from './store';

/** What decides the order of the steps now. */
export function flowFacts(run: FlowStart): FlowFacts {
  const loggedIn = run.userId !== undefined || sessionStore.getState().status === 'user';
  return { us: run.us, shortFlow: run.shortFlow, loggedIn, introSeen: introShownBefore() };
}

/** Runs one save with the step's buttons waiting; a failure is said in the step, which stays. */
async function saving(save: () => Promise<boolean>): Promise<boolean> {
  if (expertAdviceStore.getState().busy) return false;
  expertAdviceStore.setState({ busy: true, failed: false });
  const ok = await save();
  expertAdviceStore.setState({ busy: false, failed: !ok });
  return ok;
}

/**
 * A step's Next: saves its answers when the step is one the server keeps (the budget's '-' is
 * not: it skips the budget), then shows the step that follows. Steps that move on by themselves
 * or are switched between leave the history (Back skips them).
 */
export async function completeStep(step: StepName, answers: string[], options: { save?: boolean } = {}): Promise<void> {
  const { run } = expertAdviceStore.getState();
  if (!run) return;
  setAnswers(step, answers);
  const serverStep = SERVER_STEP[step];
  if (serverStep && options.save !== false && !(await saving(() => saveStep(run, serverStep, answers)))) return;
  const next = nextStep(step, answers, flowFacts(run));
  if (next) goTo(next, { replace: step === 'intro' });
}

/** Spec §4: 'Not now' saves the answer notNow for the step, then the stepper closes. */
export async function notNow(step: StepName): Promise<void> {
  const { run } = expertAdviceStore.getState();
  const serverStep = SERVER_STEP[step];
  if (!run || !serverStep) return;
  if (await saving(() => saveStep(run, serverStep, [NOT_NOW]))) closeExpertAdvice();
}

/** The short flow's close action: saves APPOINTMENT (by e-mail), confirms and closes. */
export async function confirmByEmail(): Promise<void> {
  const { run } = expertAdviceStore.getState();
  if (!run) return;
  if (!(await saving(() => saveStep(run, 'APPOINTMENT', ['email'])))) return;
  showToast(m.emailInformationToast, { tone: 'success' });
  closeExpertAdvice();
}

/**
 * Spec §4: the scheduler's 'scheduled' event saves APPOINTMENT with its URL and sets
 * EXPERT_ADVICE_SCHEDULED. One booking a run: the first one reported is kept until saved.
 */
export async function bookingScheduled(scheduleUrl: string): Promise<void> {
  const { run, booking } = expertAdviceStore.getState();
  if (!run || booking) return;
  keepBooking(scheduleUrl);
  rememberScheduled();
  await saveBooking();
}

/**
 * Saves the kept booking; the step says it is booked only once the server took it. A failed
 * save (network, 500, timeout) keeps the scheduler and the booking on screen with the step's
 * alert, and its Try again calls this again: the same booking is sent.
 */
export async function saveBooking(): Promise<void> {
  const { run, booking, scheduled } = expertAdviceStore.getState();
  if (!run || !booking || scheduled) return;
  const saved = await saving(() => saveStep(run, 'APPOINTMENT', [], booking));
  // Closed meanwhile: nothing left to say it in.
  if (!saved || expertAdviceStore.getState().run !== run) return;
  markScheduled();
  showToast(m.scheduledToast, { tone: 'success' });
}

/**
 * Spec §4 (US): the account steps hand the screen to the site's own log-in / sign-up layer (its
 * forms, rules, reCAPTCHA and social sign-in), then come back: on to the questions once the
 * person is in, or to the same step when they close the layer. The stepper is hidden meanwhile,
 * not closed: a finished log-in closes every open modal (and a closed stepper would reload).
 */
export async function authenticate(step: 'signUp' | 'logIn'): Promise<void> {
  hideRun();
  const mode = step === 'signUp' ? 'signup' : 'login';
  // Who logs in, as they gave it to the layer: the scheduler is prefilled with it (spec §2).
  let account: RunPerson = {};
  const stopListening = on('auth:done', ({ name, email }) => void (account = { name, email }));
  const done = await requireAccount({ mode })
    .catch((error: unknown) => {
      // The layer's code could not load (twice): the server's own log-in or sign-up page.
      goToAuthPage(mode, error);
      return undefined;
    })
    .finally(stopListening);
  const { run } = expertAdviceStore.getState();
  if (!run || done === undefined) return;
  if (!done) return expertAdviceStore.setState({ shown: true });
  setRunUser(sessionStore.getState().userId, account);
  if (!expertAdviceStore.getState().run?.name) void takePrintedName();
  const next = nextStep(step, [], flowFacts(expertAdviceStore.getState().run ?? run));
  if (next) goTo(next, { replace: true });
}

/**
 * An e-mail log-in gives no name (spec §7: status, errorMessage): the scheduler's name is the
 * one the server now prints on this page's expert-advice button for the session (its data-name,
 * as on any page of a logged-in couple), read from the page asked again. Taken while the
 * questions are on screen; without it the scheduler has the e-mail alone, as before.
 */
async function takePrintedName(): Promise<void> {
  const run = expertAdviceStore.getState().run;
  const page = await reprintedPage();
  const name = page?.querySelector<HTMLElement>('[data-widget="expert-advice"][data-name]')?.dataset.name?.trim();
  if (name && expertAdviceStore.getState().run === run) setRunUser(undefined, { name });
}

/** Ends the run. Spec §4: on close, if USER_ID exists, the page reloads (it shows the new account state). */
export function closeExpertAdvice(): void {
  endRun();
  if (readCookie('USER_ID') !== undefined) window.location.reload();
}
