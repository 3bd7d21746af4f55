import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allowConsole } from '../../../mocks/console-guard';
import { findUserByMail } from '../../../mocks/db';
import { FAULT_NAMES, FAULTS, FORM_WORDS, underFault } from '../../../mocks/fault-table';
import { setScenario } from '../../../mocks/scenarios';
import { useMockBackend } from '../../../mocks/testing';
import { DEFAULT_TIMEOUT_MS } from '../../api/call';
import { readCookie } from '../../lib/cookies';
import { MAIL_CHECK_TIMEOUT_MS } from './signup-form';

// The fault table (issue 24): sign-up, sent while the stand-in fails in each of the five ways.
// The e-mail checks that run before the post fail too: they are advisory, so the post goes on.

import { useVisitorPage } from '../../../mocks/auth-page';

useMockBackend();
allowConsole('info', '[widgets] Realtime is off: the site config has no "pusher" settings.');

const SHOWN = FORM_WORDS;

/**
 * No answer: the two e-mail checks before the post are advisory (the server checks the address
 * again), so each gives up early; the post then has the client's timeout.
 */
const NO_ANSWER_WAIT = 2 * MAIL_CHECK_TIMEOUT_MS + DEFAULT_TIMEOUT_MS;

const MAIL = 'alex.faults@example.com';
const page = useVisitorPage();

/** Fills every field as a new couple would, the city from the autocomplete (with the stand-in answering). */
async function fillTheForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(await within(dialog).findByLabelText('Full name'), 'Alex Rivera');
  await user.type(within(dialog).getByLabelText('Email'), MAIL);
  await user.type(within(dialog).getByLabelText('Password'), 'Forever2027!');
  await user.click(within(dialog).getByLabelText('Bride'));
  await user.type(within(dialog).getByRole('combobox', { name: 'City where you live' }), 'San Fr');
  await user.click(await within(dialog).findByRole('option', { name: /^San Francisco/ }));
  await user.type(within(dialog).getByLabelText('Wedding date'), '2027-09-18');
  await user.click(within(dialog).getByRole('checkbox'));
}

function expectEverythingTyped(dialog: HTMLElement) {
  expect(within(dialog).getByLabelText('Full name')).toHaveValue('Alex Rivera');
  expect(within(dialog).getByLabelText('Email')).toHaveValue(MAIL);
  expect(within(dialog).getByLabelText('Password')).toHaveValue('Forever2027!');
  expect(within(dialog).getByLabelText('Bride')).toBeChecked();
  expect(within(dialog).getByRole('combobox', { name: 'City where you live' })).toHaveValue('San Francisco, California');
  expect(within(dialog).getByLabelText('Wedding date')).toHaveValue('2027-09-18');
  expect(within(dialog).getByRole('checkbox')).toBeChecked();
}

describe.each(FAULTS)('sign-up under %s', (fault) => {
  it(`says so after ${FAULT_NAMES[fault]}, keeps everything typed, and signs up on the next try`, async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' });
    await fillTheForm(user, dialog);

    await underFault(fault, () => user.click(within(dialog).getByRole('button', { name: 'Sign up' })), { wait: NO_ANSWER_WAIT });

    // 1. The words, in the form's alert area (role=alert), and the form no longer busy.
    expect(await within(dialog).findByText(SHOWN[fault])).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sign up' })).not.toHaveAttribute('aria-disabled'));
    // 2. Nothing lost, no account made.
    expectEverythingTyped(dialog);
    expect(findUserByMail(MAIL)).toBeUndefined();
    // 3. The same button, once the server is back, signs the couple up.
    setScenario('normal');
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('button', { name: 'My account' })).toBeInTheDocument();
    expect(findUserByMail(MAIL)).toMatchObject({ name: 'Alex Rivera', role: 1 });
    expect(readCookie('USER_ID')).toMatch(/^\d+$/);
    expect(page.count('POST', '/users-signup-run.php')).toBe(2);
  });
});
