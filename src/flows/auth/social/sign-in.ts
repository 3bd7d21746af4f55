import * as z from 'zod/mini';
import { importAgain } from '../../../lib/import-again';
import { currentApp, googleLoginThroughApp } from '../../../lib/native-bridge';

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

const clientIdsSchema = z.object({ google: z.optional(z.string()), facebook: z.optional(z.string()), apple: z.optional(z.string()) });

/**
 * The networks' client ids from the site config's `socialClientIds` (`{ google, facebook,
 * apple }`). Read here, with the social sign-in's own code, rather than by the config every
 * page parses: only a page that signs someone in needs them.
 */
export function configuredClientId(network: SocialNetwork, doc: Document = document): string | undefined {
  try {
    const raw: unknown = JSON.parse(doc.querySelector('script[type="application/json"][data-site-config]')?.textContent || '{}');
    const ids = clientIdsSchema.safeParse((raw as { socialClientIds?: unknown } | null)?.socialClientIds);
    return (ids.success && ids.data[network]) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Signs in with `network`: its real script (loaded on demand) when the site config (or the
 * server, on the button) gives its client id, else the page's stand-in; undefined when neither
 * exists.
 */
export async function signInWith(network: SocialNetwork, buttonClientId: string | undefined): Promise<SignInResult | undefined> {
  const clientId = configuredClientId(network) ?? buttonClientId;
  // Spec §6: inside the native apps Google log-in goes through the app's bridge.
  if (network === 'google' && currentApp()) {
    const answer = await googleLoginThroughApp();
    return 'idToken' in answer ? { token: answer.idToken } : answer;
  }
  if (clientId) {
    const { realSignIn } = await importAgain(() => import('./real-providers'));
    return realSignIn.signIn(network, clientId);
  }
  return window.socialStandIn?.signIn(network);
}
