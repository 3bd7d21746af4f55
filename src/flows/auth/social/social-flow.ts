import { appleLogin, appleSignup, facebookLogin, facebookSignupPrefill, googleLogin, googleSignup } from '../../../api/accounts';
import { call } from '../../../api/call';
import type { SocialPrefill, SocialResult } from '../../../api/social';
import { importAgain } from '../../../lib/import-again';
import { appLoginProxy } from '../app-login-proxy';
import { finishAuth } from '../auth-done';
import { accountMessages as m } from '../messages';
import { signInWith, type SocialNetwork } from './sign-in';

/** What the layer lends a social sign-in: where to go after, and how to show what happened. */
export interface SocialFlowContext {
  urlRedirect?: string;
  /** Spec §4 signup-needed: the sign-up form prefilled with the network's hidden fields. */
  completeSignup(prefill: SocialPrefill, network: SocialNetwork): void;
  /** A message in the layer's general area. */
  showMessage(message: string): void;
}

/**
 * Spec §4, every result of a social log-in: logged (auth done), signup needed (the completion
 * form), Facebook's unsubscribed (an alert), a closed popup (nothing: loading just ends), a
 * Google message (an alert) and any error ('An error has occurred. Please, try again').
 */
export async function socialLogin(network: SocialNetwork, clientId: string | undefined, ctx: SocialFlowContext): Promise<void> {
  const signedIn = await signInWith(network, clientId).catch(() => undefined);
  if (!signedIn) return ctx.showMessage(m.socialError);
  if ('closed' in signedIn) return;
  if (network === 'facebook') return facebook(signedIn.token, ctx);
  const answer =
    network === 'google'
      ? await call(googleLogin, { idToken: signedIn.token, isJavascriptArchitecture: 1 }, appLoginProxy())
      : await call(appleLogin, { idToken: signedIn.token }, appLoginProxy());
  if (!answer.ok) return ctx.showMessage(m.socialError);
  return afterResult(network, answer.data, signedIn.token, signedIn.userName, ctx);
}

async function afterResult(network: 'google' | 'apple', result: SocialResult, token: string, userName: string | undefined, ctx: SocialFlowContext) {
  if (result.result === 'logged') return finishAuth(ctx.urlRedirect, { name: result.name, email: result.mail });
  if (result.result === 'signup-needed') {
    const prefill = await prefillFor(network, token, userName ?? result.name);
    return prefill ? ctx.completeSignup(prefill, network) : ctx.showMessage(m.socialError);
  }
  // Spec §4: Google's own message shows in an alert; any other error in the layer.
  if (network === 'google' && result.message) {
    return alertOrSay(result.message, ctx);
  }
  return ctx.showMessage(m.socialError);
}

/**
 * The page's alert for `message`. Its code (a React dialog) loads only now: a tap on Log in must
 * not wait for React. When it cannot load, the layer says the same words.
 */
function alertOrSay(message: string, ctx: SocialFlowContext): Promise<void> {
  return importAgain(() => import('../../../ui/alert/show-alert')).then(
    ({ showAlert }) => void showAlert(message),
    () => ctx.showMessage(message),
  );
}

async function prefillFor(network: 'google' | 'apple', idToken: string, userName: string | undefined): Promise<SocialPrefill | undefined> {
  const flags = { isJavascriptArchitecture: 1, isResponsive: 1 } as const;
  if (network === 'google') {
    const answer = await call(googleSignup, { idToken, ...flags });
    return answer.ok ? answer.data : undefined;
  }
  const answer = await call(appleSignup, { idToken, userName, isLayerSignup: 1, ...flags });
  return answer.ok ? { ...answer.data, name: userName ?? '' } : undefined;
}

async function facebook(token: string, ctx: SocialFlowContext): Promise<void> {
  const answer = await call(facebookLogin, { access_token: token }, appLoginProxy());
  if (!answer.ok) return ctx.showMessage(m.socialError);
  const result = answer.data;
  if (result.success) return finishAuth(ctx.urlRedirect);
  if (result.unsubscribed) {
    return alertOrSay(m.facebookUnsubscribed, ctx);
  }
  if (result.popupClosedByUser) return;
  if (result.signup) {
    const prefill = await call(facebookSignupPrefill, { token, isJavascriptArchitecture: 1, isResponsive: 1 });
    return prefill.ok ? ctx.completeSignup(prefill.data, 'facebook') : ctx.showMessage(m.socialError);
  }
  return ctx.showMessage(m.socialError);
}
