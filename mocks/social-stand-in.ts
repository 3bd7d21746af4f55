import socialAccounts from '../fixtures/data/social-accounts.json';
import type { SignInResult, SocialNetwork, SocialSignIn } from '../src/flows/auth/social/sign-in';

const NAMES: Record<SocialNetwork, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/** A token the stand-in backend does not know: the network's error result. */
export const UNKNOWN_SOCIAL_TOKEN = 'stand-in-unknown-token';

/**
 * The preview's Google, Facebook and Apple: instead of the network's popup, a small chooser in
 * the open dialog (a popup of its own would sit outside the dialog's focus trap) lists the
 * stand-in's accounts (fixtures/data/social-accounts.json), each named with what choosing it
 * does ("Alex Morgan: existing account, logs in"; mocks/social-accounts.test.ts holds each
 * outcome to the stand-in's answer), a token the backend refuses, and closing the window, so a
 * developer can drive every result of spec §4 without reading the fixtures. Preview only: the
 * production bundle has no `window.socialStandIn`.
 */
export const socialStandIn: SocialSignIn = {
  signIn(network) {
    document.querySelector('[data-social-stand-in]')?.remove();
    const host = document.querySelector('[role="dialog"][data-state="open"]') ?? document.body;
    const chooser = document.createElement('div');
    chooser.setAttribute('data-social-stand-in', network);
    chooser.setAttribute('role', 'group');
    chooser.setAttribute('aria-label', `${NAMES[network]} (stand-in): choose an account`);
    chooser.className = 'social-stand-in';
    const choices: [label: string, result: SignInResult][] = [
      ...socialAccounts
        .filter((account) => account.provider === network)
        .map((account): [string, SignInResult] => [`${account.name}: ${account.outcome}`, { token: account.token, ...(network === 'apple' ? { userName: account.name } : {}) }]),
      ['A token the server refuses: shows the network’s error', { token: UNKNOWN_SOCIAL_TOKEN }],
      ['Close the window: nothing happens', { closed: true }],
    ];
    return new Promise((resolve) => {
      for (const [label, result] of choices) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'btn btn--ghost btn--block';
        button.textContent = label;
        button.addEventListener('click', () => {
          chooser.remove();
          resolve(result);
        });
        chooser.append(button);
      }
      host.append(chooser);
      chooser.querySelector('button')?.focus();
    });
  },
};
