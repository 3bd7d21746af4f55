import { describe, expect, it } from 'vitest';
import socialAccounts from '../fixtures/data/social-accounts.json';
import { appleLogin, facebookLogin, googleLogin } from '../src/api/accounts';
import { call } from '../src/api/call';
import { useMockBackend } from './testing';

useMockBackend();

/** What the stand-in answers a network's log-in with the account's token, in the chooser's words. */
async function outcomeOf(provider: string, token: string): Promise<string> {
  if (provider === 'facebook') {
    const answer = await call(facebookLogin, { access_token: token });
    if (!answer.ok) return `failed: ${answer.error.kind}`;
    if ('success' in answer.data && answer.data.success) return 'existing account, logs in';
    if ('signup' in answer.data && answer.data.signup) return 'new, must sign up';
    if ('unsubscribed' in answer.data && answer.data.unsubscribed) return 'registered by e-mail, not linked';
    return JSON.stringify(answer.data);
  }
  const answer = provider === 'google' ? await call(googleLogin, { idToken: token }) : await call(appleLogin, { idToken: token });
  if (!answer.ok) return `failed: ${answer.error.kind}`;
  return answer.data.result === 'logged' ? 'existing account, logs in' : answer.data.result === 'signup-needed' ? 'new, must sign up' : answer.data.result;
}

describe('the social stand-in’s chooser says what each account does', () => {
  it.each(socialAccounts.map((account) => [`${account.provider}: ${account.name}: ${account.outcome}`, account] as const))('%s', async (_, account) => {
    const outcome = await outcomeOf(account.provider, account.token);
    // An Apple private relay address is a new account too; its label says so.
    expect(account.outcome.replace(' (a private relay e-mail)', '')).toBe(outcome);
  });
});
