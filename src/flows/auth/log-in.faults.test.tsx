import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { allowConsole } from '../../../mocks/console-guard';
import { FAULT_NAMES, FAULTS, FORM_WORDS, underFault } from '../../../mocks/fault-table';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { accounts, useMockBackend } from '../../../mocks/testing';
import { readCookie } from '../../lib/cookies';
import { uiMessages } from '../../ui/messages';

// The fault table (issue 24): log-in, sent while the stand-in fails in each of the five ways.

import { useVisitorPage } from '../../../mocks/auth-page';

useMockBackend();
allowConsole('info', '[widgets] Realtime is off: the site config has no "pusher" settings.');

const SHOWN = FORM_WORDS;

const page = useVisitorPage();

describe.each(FAULTS)('log-in under %s', (fault) => {
  it(`says so after ${FAULT_NAMES[fault]}, keeps what was typed, and logs in on the next try`, async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(await within(dialog).findByLabelText('Email'), accounts.couple.mail);
    await user.type(within(dialog).getByLabelText('Password'), accounts.couple.password);
    const logIn = within(dialog).getByRole('button', { name: 'Log in' });

    await underFault(fault, () => user.click(logIn));

    // 1. The words, in the form's alert area (role=alert), and the form no longer busy.
    expect(await within(dialog).findByText(SHOWN[fault])).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-disabled'));
    // 2. Nothing lost.
    expect(within(dialog).getByLabelText('Email')).toHaveValue(accounts.couple.mail);
    expect(within(dialog).getByLabelText('Password')).toHaveValue(accounts.couple.password);
    expect(readCookie('USER_ID')).toBeUndefined();
    // 3. The same button, once the server is back, logs in.
    setScenario('normal');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'My account' })).toBeInTheDocument();
    expect(readCookie('USER_ID')).toBe(String(accounts.couple.userId));
    expect(page.count('POST', '/users-login-run.php')).toBe(2);
  });
});

describe('a log-in the server refuses without its errorMessage', () => {
  it('still says it failed, in the alert area, and keeps what was typed', async () => {
    server.use(http.post('*/users-login-run.php', () => HttpResponse.json({ status: 'error' }), { once: true }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(await within(dialog).findByLabelText('Email'), accounts.couple.mail);
    await user.type(within(dialog).getByLabelText('Password'), accounts.couple.password);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await within(dialog).findByText(uiMessages.formFailed)).toHaveAttribute('role', 'alert');
    expect(within(dialog).getByLabelText('Email')).toHaveValue(accounts.couple.mail);
    expect(within(dialog).getByLabelText('Password')).toHaveValue(accounts.couple.password);
  });
});
