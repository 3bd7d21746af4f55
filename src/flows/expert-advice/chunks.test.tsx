import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../../mocks/console-guard';
import { openFromButton, stepHeading, useExpertAdvicePage } from '../../../mocks/expert-advice-page';
import { useMockBackend, writeSiteConfig } from '../../../mocks/testing';
import { sanitizeHtml } from '../../lib/safe-html';
import { openExpertAdvice } from './index';
import { messages as m } from './messages';

// The stepper when the code it needs cannot load (offline, or a deploy removed the chunk):
// DOMPurify for the planner's greeting, the log-in / sign-up layer for its account steps.

vi.mock('../../lib/safe-html', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/safe-html')>();
  return { ...real, sanitizeHtml: vi.fn(real.sanitizeHtml) };
});
const lost = vi.hoisted(() => ({ layer: 0 }));
vi.mock('../auth/open-auth-layer', async (importOriginal) => {
  if (lost.layer > 0 && lost.layer--) throw new Error('Failed to fetch dynamically imported module: open-auth-layer');
  return importOriginal();
});

useMockBackend();
const page = useExpertAdvicePage();

const LEAD_STEP = { type: 'expert_advice_modal', leadId: 7001, userId: 1, regionId: 5, name: 'Alex Morgan', email: 'couple@example.com' } as const;

describe('the expert-advice stepper when its code cannot load', () => {
  it('says so in a toast and opens nothing when the greeting cannot be cleaned; nothing is left unhandled', async () => {
    expectConsole('error', /Expert advice: the planner modal could not be shown/);
    writeSiteConfig({ country: 'ES' });
    vi.mocked(sanitizeHtml).mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module: purify'));
    openExpertAdvice(LEAD_STEP);
    expect(await screen.findByText(m.loadFailed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to the server’s log-in page when the log-in layer cannot load, rather than staying on the step in silence', async () => {
    expectConsole('error', /The log-in layer could not load/);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = await openFromButton(page, 'US');
    await user.click(await screen.findByRole('button', { name: 'Get free access' }));
    await stepHeading(m.signUpTitle);
    await user.click(screen.getByRole('button', { name: 'Log in instead' }));
    await stepHeading(m.logInTitle);
    lost.layer = 2;
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/users-login.php'));
    expect(lost.layer).toBe(0);
  });
});
