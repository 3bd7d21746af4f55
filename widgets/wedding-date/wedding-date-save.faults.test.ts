import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../fixtures/pages/index';
import type { PageBackend } from '../../fixtures/pages/site';
import { findUser } from '../../mocks/db';
import { FAULT_NAMES, underFault, type Fault } from '../../mocks/fault-table';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenarios';
import { accounts, logInAs, useMockBackend } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { removeCookie } from '../../src/lib/cookies';
import { refreshSession } from '../../src/state/session';
import { uiMessages } from '../../src/ui/messages';

// The fault table (issue 24): the couple saves a new wedding date in the wedding-date modal
// (opened with the stand-in answering) while the stand-in fails in each of the five ways.

useMockBackend();

const COUPLE = accounts.couple.userId;
const SAVED = '2026-06-13';
const CHOSEN = '2027-05-22';

/** What the person reads in the modal's form after each fault that must be reported. */
const SHOWN: Partial<Record<Fault, string>> = {
  offline: uiMessages.formOffline,
  'server-error': uiMessages.formFailed,
  'login-page': uiMessages.formFailed,
  hang: uiMessages.formOffline,
};

let stop = () => {};
let saves = 0;
const record = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/tools/WeddingDateRun') saves += 1;
};
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  for (const name of ['USER_ID', 'EMP_ID', 'USER_TIPO']) removeCookie(name);
  saves = 0;
  server.events.on('request:start', record);
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});

afterEach(() => {
  stop();
  server.events.removeListener('request:start', record);
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The couple's home page tool cards, booted; the wedding-date modal opened from its link, the new date typed. */
async function typeNewDateInModal() {
  await logInAs('couple');
  refreshSession();
  const backend: PageBackend = { viewer: { type: 'user', id: COUPLE, weddingDate: SAVED }, conversations: () => [], markRead: () => {}, userName: () => '' };
  const template = document.createElement('template');
  template.innerHTML = renderPage(new URL('/home', location.origin), { bundleSrc: '', headExtra: '', backend })?.html ?? '';
  document.body.innerHTML = template.content.querySelector('.tool-grid')?.outerHTML ?? '';
  stop = startWidgets(document, registry);
  const user = userEvent.setup();
  await user.click(screen.getByRole('link', { name: 'Change your wedding date' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your wedding date' });
  const field = await within(dialog).findByRole('textbox', { name: 'Wedding date' });
  expect(field).toHaveValue(SAVED);
  await user.clear(field);
  await user.type(field, CHOSEN);
  return { user, dialog, field, save: within(dialog).getByRole('button', { name: 'Save date' }) };
}

/** Steps 1 to 3 of a fault the modal must report: the words, the date kept, the next press saves. */
async function saysSoThenSaves(fault: Fault) {
  const { user, dialog, field, save } = await typeNewDateInModal();

  await underFault(fault, () => user.click(save));

  // 1. The words, in the form's alert area (role=alert), and the form no longer busy.
  expect(await within(dialog).findByText(SHOWN[fault]!)).toHaveAttribute('role', 'alert');
  await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
  // 2. Nothing lost: the chosen date is still in the field; the page did not reload.
  expect(field).toHaveValue(CHOSEN);
  expect(reload).not.toHaveBeenCalled();
  expect(findUser(COUPLE)?.weddingDate).toBe(SAVED);
  // 3. The same button, once the server is back, saves it (and the page reloads, spec §7).
  setScenario('normal');
  await user.click(save);
  await waitFor(() => expect(reload).toHaveBeenCalledOnce());
  expect(findUser(COUPLE)?.weddingDate).toBe(CHOSEN);
  expect(saves).toBe(2);
}

describe('saving the wedding date while the server fails', () => {
  it.each(['offline', 'server-error', 'login-page', 'hang'] as const)('under %s says so in the modal, keeps the chosen date, and saves on the next press', saysSoThenSaves);

  it(`under malformed (${FAULT_NAMES.malformed}): the save's answer is not read (spec §7: any 2xx is success, the page reloads after)`, async () => {
    const { user, dialog, save } = await typeNewDateInModal();

    await underFault('malformed', () => user.click(save));

    // A 200 to a call whose answer is not read is the server's yes (the stand-in's 'malformed'
    // answers it with an empty 200, the very answer of a save): the page reloads, as after a save.
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(saves).toBe(1);
  });
});
