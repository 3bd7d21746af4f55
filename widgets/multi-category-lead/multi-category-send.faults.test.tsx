import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadsOf } from '../../mocks/db';
import { categoryHeading, mountPage, recordRequests, unmountPage } from '../../mocks/multi-category-page';
import { useMockBackend } from '../../mocks/testing';
import { DEFAULT_TIMEOUT_MS } from '../../src/api/call';
import { uiMessages } from '../../src/ui/messages';

// Issue 24, the fault table: the multi-category send (the /multi-category-lead page's flow, the
// same React flow as the modal) under each of the stand-in's faults.

useMockBackend();

const FAULTS = [
  { scenario: 'offline', words: uiMessages.formOffline },
  { scenario: 'server-error', words: uiMessages.formFailed },
  { scenario: 'login-page', words: uiMessages.formFailed },
  { scenario: 'malformed', words: uiMessages.formFailed },
  { scenario: 'hang', words: uiMessages.formOffline },
] as const;

const INSERT = '/multi-category-lead/ajax-insert-leads';
const TYPED = 'Are you free on June 13? We are 120 guests.';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  unmountPage();
});

async function scenario(name: string): Promise<void> {
  await fetch('/__mock/scenario', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) });
}

/** The couple's leads to Crystal Photography (vendor 1039) the stand-in recorded. */
const sentToServer = () => leadsOf(1).filter((lead) => lead.vendorId === 1039).map((lead) => lead.source);

describe.each(FAULTS)('the multi-category send when the server is $scenario', ({ scenario: fault, words }) => {
  it(`says "${words.slice(0, 40)}…", keeps the message and the choice, and sends once the server is back`, async () => {
    const user = await mountPage();
    const pick = await screen.findByRole('checkbox', { name: 'Request pricing: Crystal Photography' });
    const message = screen.getByLabelText('Message');
    await user.clear(message);
    await user.type(message, TYPED);
    const requests = recordRequests();
    await scenario(fault);
    await user.click(screen.getByRole('button', { name: 'Request pricing' }));
    if (fault === 'hang') await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + 100);

    const section = screen.getByRole('region', { name: 'Recommended photographers in California' });
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent(words));
    expect(message).toHaveValue(TYPED);
    expect(pick).toBeChecked();
    expect(screen.queryByText('Messages sent!')).toBeNull();
    expect(screen.queryByText('Sending messages...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request pricing' })).toBeEnabled();
    expect(sentToServer()).toEqual([]);

    await scenario('normal');
    await user.click(screen.getByRole('button', { name: 'Request pricing' }));
    expect(await screen.findByText('Messages sent!')).toBeInTheDocument();
    expect(sentToServer()).toEqual(['multi-category']);
    expect(requests.list.filter((r) => r.includes(INSERT))).toHaveLength(2);
    requests.stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(await categoryHeading('Recommended florists in California')).toBeInTheDocument();
  });
});
