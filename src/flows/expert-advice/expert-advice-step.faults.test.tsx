import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../../mocks/console-guard';
import { openFromButton, stepHeading, useExpertAdvicePage } from '../../../mocks/expert-advice-page';
import { server } from '../../../mocks/node';
import { useMockBackend } from '../../../mocks/testing';
import { DEFAULT_TIMEOUT_MS } from '../../api/call';
import { messages as m } from './messages';

// Issue 24, the fault table: an expert-advice step's Next (its save to /wedding-planner-save-step)
// under the stand-in's faults. The step stays with its choices and says the answer was not
// saved; once the server is back, Next saves it and moves on.
//
// The save's answer is not read (spec §7, contract kind 'none'), so any 200 is success to call():
// - 'malformed' answers an empty 200, which is what this call answers: the step moves on, as it should;
// - 'login-page' (the whole log-in page, 200) is refused by call() as for every endpoint (an
//   expired session saved nothing), so it fails as the others do.

useMockBackend();
const page = useExpertAdvicePage();

const FAULTS = ['offline', 'server-error', 'login-page', 'hang'] as const;
const CHOSEN = ['Finding and booking vendors', 'Choosing the venue'];

/** Saves the stand-in answered as saved (its 204), by step. */
let saved: string[] = [];
const recordSaved = ({ request, response }: { request: Request; response: Response }) => {
  if (new URL(request.url).pathname === '/wedding-planner-save-step' && response.status === 204) {
    void request.clone().formData().then((form) => saved.push(String(form.get('step'))));
  }
};

beforeEach(() => {
  saved = [];
  server.events.on('response:mocked', recordSaved);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  server.events.removeListener('response:mocked', recordSaved);
});

async function scenario(name: string): Promise<void> {
  await fetch('/__mock/scenario', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) });
}

describe.each(FAULTS)('an expert-advice step when the server is %s', (fault) => {
  it('says the answer was not saved, stays with the choices ticked, and moves on once the server is back', async () => {
    const user = await openFromButton(page, 'ES', { loggedIn: true });
    await stepHeading(m.planningAdviceTitle);
    for (const label of CHOSEN) await user.click(screen.getByRole('checkbox', { name: label }));
    await scenario(fault);
    expectConsole('error', '[widgets] Expert advice: saving a step failed.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    if (fault === 'hang') await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + 100);

    expect(await screen.findByRole('alert')).toHaveTextContent(m.saveFailed);
    expect(screen.getByRole('heading', { level: 3, name: m.planningAdviceTitle })).toBeInTheDocument();
    for (const label of CHOSEN) expect(screen.getByRole('checkbox', { name: label })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Setting and keeping to a budget' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(saved).toEqual([]);

    await scenario('normal');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading(m.introTitle)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(saved).toEqual(['PLANNING_ADVICE']));
    expect(page.saves.at(-1)).toMatchObject({ step: 'PLANNING_ADVICE', answers: ['vendors', 'venue'] });
  });
});

describe('an expert-advice step when the server answers an empty 200 (malformed: what this call answers)', () => {
  it('moves on, as the answer is not read', async () => {
    const user = await openFromButton(page, 'ES', { loggedIn: true });
    await stepHeading(m.planningAdviceTitle);
    for (const label of CHOSEN) await user.click(screen.getByRole('checkbox', { name: label }));
    await scenario('malformed');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepHeading(m.introTitle)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(page.saves.at(-1)).toMatchObject({ step: 'PLANNING_ADVICE', answers: ['vendors', 'venue'] }));
  });
});
