import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { allowConsole } from '../../../../mocks/console-guard';
import { FAULT_NAMES, FAULTS, underFault } from '../../../../mocks/fault-table';
import { setScenario } from '../../../../mocks/scenarios';
import { accounts, useMockBackend } from '../../../../mocks/testing';
import { readCookie } from '../../../lib/cookies';
import { accountMessages } from '../messages';

// The fault table (issue 24): "Continue with Google / Facebook / Apple" for a registered account,
// whose log-in call meets each of the five faults. Spec §8: a social log-in error shows
// 'An error has occurred. Please, try again' and stops loading.

import { useVisitorPage } from '../../../../mocks/auth-page';

useMockBackend();
allowConsole('info', '[widgets] Realtime is off: the site config has no "pusher" settings.');

const NETWORKS = [
  ['Google', 'google-token-couple', '/auth/google/login'],
  ['Facebook', 'fb-token-couple', '/com-FbLoginRun.php'],
  ['Apple', 'apple-token-couple', '/auth/apple/login'],
] as const;

const page = useVisitorPage();
afterEach(() => {
  delete window.socialStandIn;
});

describe.each(NETWORKS)('%s sign-in', (label, token, path) => {
  it.each(FAULTS.map((fault) => [fault, FAULT_NAMES[fault]] as const))(
    `under %s (%s) says '${accountMessages.socialError}', keeps the layer as it was, and signs in on the next try`,
    async (fault) => {
      // The network's own popup works; its token goes to our server, which fails.
      window.socialStandIn = { signIn: async () => ({ token }) };
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      const dialog = await screen.findByRole('dialog', { name: 'Log in' });
      // Typed before choosing the network instead.
      await user.type(await within(dialog).findByLabelText('Email'), accounts.couple.mail);
      const button = within(dialog).getByRole('button', { name: `Continue with ${label}` });

      await underFault(fault, () => user.click(button));

      // 1. The words, in the layer's alert area, and the buttons no longer busy.
      const alert = await within(dialog).findByRole('alert');
      await waitFor(() => expect(alert).toHaveTextContent(accountMessages.socialError));
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
      expect(button).not.toHaveAttribute('aria-disabled');
      // 2. Nothing lost: the layer is still the log-in, with what was typed.
      expect(screen.getByRole('dialog', { name: 'Log in' })).toBe(dialog);
      expect(within(dialog).getByLabelText('Email')).toHaveValue(accounts.couple.mail);
      expect(readCookie('USER_ID')).toBeUndefined();
      // 3. The same button, once the server is back, signs the couple in.
      setScenario('normal');
      await user.click(button);
      expect(await screen.findByRole('button', { name: 'My account' })).toBeInTheDocument();
      expect(readCookie('USER_ID')).toBe(String(accounts.couple.userId));
      expect(page.count('POST', path)).toBe(2);
    },
  );
});
