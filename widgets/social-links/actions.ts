import { appleLink, appleUnlink, facebookUnlink, googleLink } from '../../src/api/accounts';
import { call } from '../../src/api/call';
import { signInWith, type SocialNetwork } from '../../src/flows/auth/social/sign-in';

// The connected accounts' calls, loaded at the first press of a row's button (index.ts).

export { NETWORK_ACTIONS as ACTIONS } from './network-actions';

/** What a link or unlink came to: done, failed (with words), failed in silence (spec §8: Apple's are swallowed), or nothing to do (a closed window). */
export type Outcome = 'done' | 'failed' | 'silent' | 'none';

export async function link(network: SocialNetwork): Promise<Outcome> {
  // Spec §8: Apple's script and popup failures are swallowed; Google's say so.
  const failed: Outcome = network === 'apple' ? 'silent' : 'failed';
  const signedIn = await signInWith(network, undefined).catch(() => undefined);
  if (!signedIn) return failed;
  if ('closed' in signedIn) return 'none';
  const result = network === 'google' ? await call(googleLink, { idToken: signedIn.token }) : await call(appleLink, { idToken: signedIn.token });
  return result.ok ? 'done' : failed;
}

export async function unlink(network: SocialNetwork): Promise<Outcome> {
  if (network === 'apple') return (await call(appleUnlink, {})).ok ? 'done' : 'silent';
  return (await call(facebookUnlink, {})).ok ? 'done' : 'failed';
}

export const isNetwork = (value: string | undefined): value is SocialNetwork => value === 'google' || value === 'facebook' || value === 'apple';

