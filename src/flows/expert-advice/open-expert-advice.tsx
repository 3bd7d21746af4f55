import { getSiteConfig } from '../../lib/config';
import { mountUiHost } from '../../ui/host/mount-host';
import { firstStep, SHORT_FLOW_VARIANT } from './flow';
import { flowFacts } from './controller';
import { ExpertAdviceHost } from './host';
import { loadSharedIntroShown, rememberOffered } from './remember';
import { startRun, type FlowStart } from './store';

/** What starts a run: the planner flow and, when known, the person (from a lead or the page). */
export interface ExpertAdviceStart {
  plannerFlowId: number;
  userId?: number;
  name?: string;
  email?: string;
  /** The experiment's variant name: 'variant' gives the short flow (spec §4). */
  variantName?: string;
  greeting?: DocumentFragment;
}

/**
 * Opens the stepper at its first step: the US flow on the US site (and Canada's, which shares
 * it), the international one elsewhere. Spec §9: EXPERT_ADVICE=1 for 7 days once offered.
 */
export function startExpertAdvice(start: ExpertAdviceStart): void {
  const country = getSiteConfig().country;
  const run: FlowStart = {
    plannerFlowId: start.plannerFlowId,
    userId: start.userId,
    name: start.name,
    email: start.email,
    greeting: start.greeting,
    us: country === 'US' || country === 'CA',
    shortFlow: start.variantName === SHORT_FLOW_VARIANT,
  };
  rememberOffered();
  // The intro comes after the first step at the earliest: the hub answers meanwhile.
  void loadSharedIntroShown();
  startRun(run, firstStep(flowFacts(run)));
  mountUiHost('expert-advice', <ExpertAdviceHost />);
}
