import { trustedScriptUrl } from '../../../lib/csp';
import type { SignInResult, SocialNetwork, SocialSignIn } from './sign-in';

/** The networks' own scripts: fixed addresses, never taken from server HTML. */
const SCRIPTS: Record<SocialNetwork, string> = {
  google: 'https://accounts.google.com/gsi/client',
  facebook: 'https://connect.facebook.net/en_US/sdk.js',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
};

const loading = new Map<SocialNetwork, Promise<void>>();

/** Spec §7: third-party sign-in scripts load on demand, once; a failed load may be retried. */
function loadScript(network: SocialNetwork): Promise<void> {
  let promise = loading.get(network);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = trustedScriptUrl(SCRIPTS[network]);
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`${network} sign-in script did not load`));
      document.head.append(script);
    });
    promise.catch(() => loading.delete(network));
    loading.set(network, promise);
  }
  return promise;
}

interface GoogleId {
  accounts: { id: { initialize(options: { client_id: string; callback: (answer: { credential: string }) => void }): void; prompt(listener?: (n: { isNotDisplayed(): boolean; isSkippedMoment(): boolean; isDismissedMoment(): boolean }) => void): void } };
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean }): void;
  login(callback: (answer: { authResponse?: { accessToken: string } | null }) => void, options: { scope: string }): void;
}
interface AppleId {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<{ authorization: { id_token: string }; user?: { name?: { firstName?: string; lastName?: string } } }>;
  };
}

const closed: SignInResult = { closed: true };

async function google(clientId: string): Promise<SignInResult> {
  await loadScript('google');
  const gsi = (window as unknown as { google: GoogleId }).google;
  return new Promise((resolve) => {
    gsi.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => resolve({ token: credential }) });
    gsi.accounts.id.prompt((moment) => {
      if (moment.isNotDisplayed() || moment.isSkippedMoment() || moment.isDismissedMoment()) resolve(closed);
    });
  });
}

async function facebook(appId: string): Promise<SignInResult> {
  await loadScript('facebook');
  const fb = (window as unknown as { FB: FacebookSdk }).FB;
  fb.init({ appId, version: 'v19.0', cookie: true });
  return new Promise((resolve) => fb.login(({ authResponse }) => resolve(authResponse ? { token: authResponse.accessToken } : closed), { scope: 'email' }));
}

/** Spec §9: Apple's scope is name and email. Its script or popup failing is swallowed (spec §8). */
async function apple(clientId: string): Promise<SignInResult> {
  try {
    await loadScript('apple');
    const appleId = (window as unknown as { AppleID: AppleId }).AppleID;
    appleId.auth.init({ clientId, scope: 'name email', redirectURI: location.origin, usePopup: true });
    const answer = await appleId.auth.signIn();
    const name = [answer.user?.name?.firstName, answer.user?.name?.lastName].filter(Boolean).join(' ');
    return { token: answer.authorization.id_token, ...(name ? { userName: name } : {}) };
  } catch {
    return closed;
  }
}

/** The networks' real sign-in, used when the server gives the button its client id. */
export const realSignIn: SocialSignIn = {
  signIn(network, clientId = '') {
    if (network === 'google') return google(clientId);
    if (network === 'facebook') return facebook(clientId);
    return apple(clientId);
  },
};
