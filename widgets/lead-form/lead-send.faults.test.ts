import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findVendor } from '../../fixtures/pages/data';
import { leadForm } from '../../fixtures/pages/lead-form';
import { createContext } from '../../fixtures/pages/site';
import type { MockState } from '../../mocks/handlers/control';
import { server } from '../../mocks/node';
import { useMockBackend } from '../../mocks/testing';
import { DEFAULT_TIMEOUT_MS } from '../../src/api/call';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { uiMessages } from '../../src/ui/messages';

// Issue 24, the fault table: the lead send under each of the stand-in's faults. What the couple
// sees (words in the form's role=alert area), what they typed is kept, and the same lead goes
// once the server answers again.

useMockBackend();

const OFFLINE = uiMessages.formOffline;
const FAILED = uiMessages.formFailed;
const FAULTS = [
  { scenario: 'offline', words: OFFLINE },
  { scenario: 'server-error', words: FAILED },
  { scenario: 'login-page', words: FAILED },
  { scenario: 'malformed', words: FAILED },
  { scenario: 'hang', words: OFFLINE },
] as const;

const TYPED = {
  Name: 'Jordan Blake',
  Email: 'jordan.blake@example.com',
  Phone: '415 555 0199',
  'Estimated guest count': '90',
  Message: 'Do you have June 2027 free? We are 90.',
};

let stop = () => {};
let host: HTMLElement | undefined;
let runs = 0;
const countRuns = ({ request }: { request: Request }) => {
  if (request.url.includes('/lead/form_half/run')) runs += 1;
};

beforeEach(() => {
  runs = 0;
  localStorage.clear();
  server.events.on('request:start', countRuns);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(async () => {
  vi.useRealTimers();
  stop();
  host?.remove();
  server.events.removeListener('request:start', countRuns);
  for (const close of screen.queryAllByRole('button', { name: 'Close' })) fireEvent.click(close);
  await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'));
});

async function scenario(name: string): Promise<void> {
  await fetch('/__mock/scenario', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) });
}

async function leadsOnServer(): Promise<number> {
  const state = (await (await fetch('/__mock/state')).json()) as MockState;
  return state.counts.leads;
}

/** Vendor 1020's lead form, booted as on /emp-Form.php. */
async function bootForm() {
  const vendor = findVendor(1020)!;
  host = document.createElement('div');
  host.innerHTML = leadForm(createContext(new URL('http://localhost:3000/emp-Form.php'), { bundleSrc: '', headExtra: '' }), vendor, { hydrate: 'load' }).toString();
  document.body.append(host);
  stop = startWidgets(document, registry);
  const form = host.querySelector('form')!;
  await waitFor(() => expect(form).toHaveAttribute('novalidate'));
  return within(form);
}

async function fill(form: ReturnType<typeof within>) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  for (const [label, value] of Object.entries(TYPED)) {
    await user.clear(form.getByLabelText(label));
    await user.type(form.getByLabelText(label), value);
  }
  await user.click(form.getByLabelText('Bride or groom'));
  await user.click(form.getByRole('checkbox', { name: /^I accept/ }));
  return user;
}

describe.each(FAULTS)('the lead send when the server is $scenario', ({ scenario: fault, words }) => {
  it(`says "${words.slice(0, 40)}…", keeps what was typed, and sends the lead once the server is back`, async () => {
    const form = await bootForm();
    const user = await fill(form);
    const before = await leadsOnServer();
    await scenario(fault);
    await user.click(form.getByRole('button', { name: 'Request pricing' }));
    // 'hang': the e-mail domain check, then the lead itself, each end at the client's timeout.
    if (fault === 'hang') await vi.advanceTimersByTimeAsync(2 * DEFAULT_TIMEOUT_MS + 100);

    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(words));
    await waitFor(() => expect(host!.querySelector('form')).not.toHaveAttribute('aria-busy'));
    for (const [label, value] of Object.entries(TYPED)) expect(form.getByLabelText(label)).toHaveValue(label === 'Estimated guest count' ? Number(value) : value);
    expect(form.getByLabelText('Bride or groom')).toBeChecked();
    expect(screen.queryByText('Your message has been sent')).toBeNull();

    await scenario('normal');
    await user.click(form.getByRole('button', { name: 'Request pricing' }));
    await screen.findByText('Your message has been sent');
    await screen.findByRole('dialog');
    expect(await leadsOnServer()).toBe(before + 1);
    expect(runs).toBe(2);
  });
});
