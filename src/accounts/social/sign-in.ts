import { currentApp, googleLoginThroughApp } from '../../lib/native-bridge';

/** Spec §1/§9: the social networks, and their codes on the wire (google 1, facebook 2, apple 3). */
export type SocialNetwork = 'google' | 'facebook' | 'apple';

/** What the network's own sign-in gave: its token (and, for Apple, the name it shares once), or the window closed. */
export type SignInResult = { token: string; userName?: string } | { closed: true };

/**
 * A network's sign-in: the real provider script, or in the preview and tests a stand-in that a
 * developer drives to each outcome (mocks/social-stand-in.ts puts it on `window.socialStandIn`;
 * the production bundle has none).
 */
export interface SocialSignIn {
  signIn(network: SocialNetwork, clientId?: string): Promise<SignInResult>;
}

declare global {
  interface Window {
    socialStandIn?: SocialSignIn;
  }
}

/**
 * Signs in with `network`: its real script (loaded on demand) when the server gave the button
 * a client id, else the page's stand-in; undefined when neither exists.
 */
export async function signInWith(network: SocialNetwork, clientId: string | undefined): Promise<SignInResult | undefined> {
  // Spec §6: inside the native apps Google log-in goes through the app's bridge.
  if (network === 'google' && currentApp()) {
    const answer = await googleLoginThroughApp();
    return 'idToken' in answer ? { token: answer.idToken } : answer;
  }
  if (clientId) {
    const { realSignIn } = await import('./real-providers');
    return realSignIn.signIn(network, clientId);
  }
  return window.socialStandIn?.signIn(network);
}
