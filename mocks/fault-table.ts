import { vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '../src/api/call';
import { setScenario, type ScenarioName } from './scenarios';
import { uiMessages } from '../src/ui/messages';

/**
 * The five faults of the fault table (README, mocks/README.md), as the stand-in's scenarios:
 * a network error, a 500, a 200 that is the site's whole log-in page, a 200 in the endpoint's
 * format with the wrong content, and no answer ever.
 */
export const FAULTS = ['offline', 'server-error', 'login-page', 'malformed', 'hang'] as const satisfies readonly ScenarioName[];
export type Fault = (typeof FAULTS)[number];

/** How each fault reads in a test name. */
export const FAULT_NAMES: Record<Fault, string> = {
  offline: 'a network error',
  'server-error': 'a 500',
  'login-page': 'a 200 log-in page',
  malformed: 'a schema mismatch',
  hang: 'no answer (timeout)',
};

/**
 * Does `act` (a click, typing) with the stand-in in `fault`. For `hang` the clock is faked
 * while `act` runs and then moved on by `wait` (the client's timeout unless given: what the
 * person waits at most before the page says something), so no test waits 15 s; the real clock
 * comes back after. The scenario stays `fault` until the test sets another one
 * (`setScenario('normal')`).
 */
/**
 * What a form of the site says after each fault (src/ui/messages): a call that never reached
 * the server or got no answer is the connection's fault, anything else is the server's.
 */
export const FORM_WORDS: Record<Fault, string> = {
  offline: uiMessages.formOffline,
  'server-error': uiMessages.formFailed,
  'login-page': uiMessages.formFailed,
  malformed: uiMessages.formFailed,
  hang: uiMessages.formOffline,
};

export async function underFault(fault: Fault, act: () => Promise<void>, { wait = DEFAULT_TIMEOUT_MS } = {}): Promise<void> {
  setScenario(fault);
  if (fault !== 'hang') return act();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    await act();
    await vi.advanceTimersByTimeAsync(wait);
  } finally {
    vi.useRealTimers();
  }
}
