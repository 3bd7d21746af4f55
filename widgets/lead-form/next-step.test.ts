import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findVendor } from '../../fixtures/pages/data';
import { leadForm } from '../../fixtures/pages/lead-form';
import { createContext } from '../../fixtures/pages/site';
import { expectConsole } from '../../mocks/console-guard';
import { forceNextStep } from '../../mocks/scenarios';
import { useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { sanitizeHtml } from '../../src/lib/safe-html';
import { nextStepChunks } from './next-step';

// What a sent lead's next step does when its code cannot load (offline, or a deploy removed the
// chunk): tried once more, then said beside the sent note, with a Try again.

vi.mock('../../src/lib/safe-html', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/safe-html')>();
  return { ...real, sanitizeHtml: vi.fn(real.sanitizeHtml) };
});

useMockBackend();

const FAILED = 'This part of the page could not load. Check your connection and try again.';
const lost = () => new Error('Failed to fetch dynamically imported module');

let stop = () => {};
let host: HTMLElement | undefined;
afterEach(async () => {
  stop();
  host?.remove();
  vi.restoreAllMocks();
  for (const close of screen.queryAllByRole('button', { name: 'Close' })) fireEvent.click(close);
  await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'));
});

/** Vendor 1020's lead form as on /emp-Form.php, filled and sent. */
async function sendLead() {
  host = document.createElement('div');
  host.innerHTML = leadForm(createContext(new URL('http://localhost:3000/emp-Form.php'), { bundleSrc: '', headExtra: '' }), findVendor(1020)!, { hydrate: 'load', flexibleDates: true }).toString();
  document.body.append(host);
  stop = startWidgets(document, registry);
  const element = host.querySelector('form')!;
  await waitFor(() => expect(element).toHaveAttribute('novalidate'));
  const form = within(element);
  const user = userEvent.setup();
  await user.type(form.getByLabelText('Name'), 'Jordan Blake');
  await user.type(form.getByLabelText('Email'), 'jordan.blake@example.com');
  await user.type(form.getByLabelText('Estimated guest count'), '90');
  await user.click(form.getByLabelText('Bride or groom'));
  await user.click(form.getByRole('checkbox', { name: /^I accept/ }));
  await user.click(form.getByRole('button', { name: 'Request pricing' }));
  await screen.findByText('Your message has been sent');
  return user;
}

describe.each([
  ['multi_category_lead_modal', 'multiCategory', 'Contact more vendors'],
  ['expert_advice_modal', 'expertAdvice', 'Free advice from a wedding expert'],
] as const)('the %s next step when its code cannot load', (type, chunk, dialog) => {
  it('opens when its chunk fails once: it is tried again', async () => {
    forceNextStep({ type });
    const load = vi.spyOn(nextStepChunks, chunk).mockRejectedValueOnce(lost());
    await sendLead();
    expect(await screen.findByRole('dialog', { name: dialog })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it('says so beside the sent note when it fails twice, and Try again opens it', async () => {
    expectConsole('error', /Widget "lead-form": the next step could not load/);
    forceNextStep({ type });
    const load = vi.spyOn(nextStepChunks, chunk).mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost());
    const user = await sendLead();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    // Where the person acted: right after the note that says the lead went.
    expect(alert.previousElementSibling).toHaveTextContent('Your message has been sent');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: dialog })).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('a sent lead’s conversion pixel', () => {
  it('when it cannot be cleaned (DOMPurify’s chunk lost), the lead still moves on to its next step and nothing is left unhandled', async () => {
    expectConsole('error', /Widget "lead-form": the lead's tracking HTML could not be inserted/);
    forceNextStep({ type: 'multi_category_lead_modal' });
    vi.mocked(sanitizeHtml).mockRejectedValueOnce(lost());
    await sendLead();
    expect(await screen.findByRole('dialog', { name: 'Contact more vendors' })).toBeInTheDocument();
    await waitFor(() => expect(sanitizeHtml).toHaveBeenCalled());
  });
});
