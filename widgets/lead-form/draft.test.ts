import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findVendor } from '../../fixtures/pages/data';
import { leadForm } from '../../fixtures/pages/lead-form';
import { createContext, type PageBackend } from '../../fixtures/pages/site';
import { accounts, logInAs, useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { emit } from '../../src/lib/events';
import { refreshSession } from '../../src/state/session';

useMockBackend();

const DAY_MS = 86_400_000;
/** What the server fills in for each seeded account (fixtures/data/users.json). */
const SERVER_FILLS = { couple: { name: 'Alex Morgan', mail: accounts.couple.mail }, guest: { name: 'Jamie Rivera', mail: accounts.guest.mail } } as const;

let stop = () => {};
let host: HTMLElement | undefined;

beforeEach(() => localStorage.clear());
afterEach(async () => {
  leave();
  vi.useRealTimers();
  await logOut();
});

/** The page goes away (a reload, a navigation): its widgets unmount. */
function leave() {
  stop();
  stop = () => {};
  host?.remove();
  host = undefined;
}

/** The log-out link, as the header's menu follows it. */
async function logOut() {
  await fetch('/users-logout.php', { redirect: 'manual' });
}

/**
 * A new /emp-Form.php page for vendor 1020: the server prints the form for the session its
 * cookies carry (a logged-in couple's name and e-mail filled in), and the bundle mounts on it.
 */
async function openFormPage(as: keyof typeof SERVER_FILLS | 'visitor' = 'visitor') {
  const fills = as === 'visitor' ? undefined : SERVER_FILLS[as];
  const backend = fills ? ({ couple: () => fills } as Partial<PageBackend> as PageBackend) : undefined;
  const ctx = createContext(new URL('http://localhost:3000/emp-Form.php'), { bundleSrc: '', headExtra: '', ...(backend ? { backend } : {}) });
  // A new page reads its session from the cookies.
  refreshSession();
  host = document.createElement('div');
  host.innerHTML = leadForm(ctx, findVendor(1020)!, { hydrate: 'load' }).toString();
  document.body.append(host);
  stop = startWidgets(document, registry);
  const form = host.querySelector('form')!;
  await waitFor(() => expect(form).toHaveAttribute('data-widget-state', 'mounted'));
  return within(form);
}

async function typeInto(form: ReturnType<typeof within>, values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(form.getByLabelText(label));
    await user.type(form.getByLabelText(label), value);
  }
}

const MESSAGE = 'Hello, do you have Saturday 12 June free for 90 guests?';

describe('the lead form draft', () => {
  it('is back for 7 days after the last change, and after that is deleted, not used', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    await typeInto(await openFormPage(), { Name: 'Draft Person', Phone: '4155550199', Message: MESSAGE });
    leave();

    vi.setSystemTime(new Date('2026-03-07T10:00:00Z'));
    let form = await openFormPage();
    expect(form.getByLabelText('Name')).toHaveValue('Draft Person');
    expect(form.getByLabelText('Message')).toHaveValue(MESSAGE);
    leave();

    // 8 days after it was typed: the next person at this computer gets the server's form.
    vi.setSystemTime(new Date('2026-03-09T10:00:00Z'));
    form = await openFormPage();
    expect(form.getByLabelText('Name')).toHaveValue('');
    expect(form.getByLabelText('Phone')).toHaveValue('');
    expect(form.getByLabelText('Message')).not.toHaveValue(MESSAGE);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('leadDraft'))).toEqual([]);
    leave();

    // …and it does not come back later either.
    vi.setSystemTime(new Date('2026-03-09T10:00:00Z').getTime() + DAY_MS);
    form = await openFormPage();
    expect(form.getByLabelText('Name')).toHaveValue('');
  });

  it("drops what a visitor typed when an account logs in: the couple's form shows their own name and nothing of it", async () => {
    await typeInto(await openFormPage(), { Name: 'Draft Person', Phone: '4155550199', Message: MESSAGE });
    leave();
    await logInAs('couple');

    const form = await openFormPage('couple');
    expect(form.getByLabelText('Name')).toHaveValue('Alex Morgan');
    expect(form.getByLabelText('Phone')).toHaveValue('');
    expect(form.getByLabelText('Message')).not.toHaveValue(MESSAGE);
  });

  it('drops a visitor’s draft when an account logs in on the page, so the next visitor does not get it', async () => {
    await typeInto(await openFormPage(), { Name: 'Draft Person', Phone: '4155550199' });
    leave();
    let form = await openFormPage();
    expect(form.getByLabelText('Phone')).toHaveValue('4155550199');
    // Logged in from the header's layer, on this page: what the draft filled in goes with it.
    await logInAs('couple');
    emit('auth:done', { type: 'user' });
    expect(form.getByLabelText('Name')).toHaveValue('');
    expect(form.getByLabelText('Phone')).toHaveValue('');
    leave();

    await logOut();
    form = await openFormPage();
    expect(form.getByLabelText('Name')).toHaveValue('');
    expect(form.getByLabelText('Phone')).toHaveValue('');
  });

  it("never shows an account's draft to a visitor or to another account", async () => {
    await logInAs('couple');
    await typeInto(await openFormPage('couple'), { Phone: '4155550199', 'Estimated guest count': '120', Message: MESSAGE });
    leave();
    // Sanity: it is the couple's own draft, back for the couple.
    expect(await openFormPage('couple').then((form) => form.getByLabelText('Phone'))).toHaveValue('4155550199');
    leave();

    await logOut();
    let form = await openFormPage();
    expect(form.getByLabelText('Phone')).toHaveValue('');
    expect(form.getByLabelText('Estimated guest count')).toHaveValue(null);
    expect(form.getByLabelText('Message')).not.toHaveValue(MESSAGE);
    leave();

    await logInAs('couple');
    await typeInto(await openFormPage('couple'), { Phone: '4155550199', Message: MESSAGE });
    leave();
    await logOut();
    await logInAs('guest');
    form = await openFormPage('guest');
    expect(form.getByLabelText('Name')).toHaveValue('Jamie Rivera');
    expect(form.getByLabelText('Phone')).toHaveValue('');
    expect(form.getByLabelText('Message')).not.toHaveValue(MESSAGE);
  });

  it('never replaces a value the server filled for the account; it fills only the fields the server left empty', async () => {
    await logInAs('couple');
    await typeInto(await openFormPage('couple'), { Name: 'Someone Else', Phone: '4155550199' });
    leave();

    const form = await openFormPage('couple');
    expect(form.getByLabelText('Name')).toHaveValue('Alex Morgan');
    expect(form.getByLabelText('Phone')).toHaveValue('4155550199');
  });
});
