import { html } from '../../fixtures/pages/html';
import {
  appleLink,
  appleLogin,
  appleSignup,
  appleUnlink,
  facebookLogin,
  facebookPicture,
  facebookSetPhoto,
  facebookSignupPrefill,
  facebookUnlink,
  googleLink,
  googleLogin,
  googleSignup,
} from '../../src/api/accounts';
import { socialCode, type SocialPrefill, type SocialResult } from '../../src/api/social';
import { findSocialIdentity, findUserByMail, linkSocial, startSession, unlinkSocial, type SocialProvider } from '../db';
import { handle } from '../handle';
import { messages } from './account-rules';
import { forbidden, jsonWithCookies, sessionCookies, unauthorized, userOf } from './http';

// Social log-in and sign-up. The stand-in's tokens are fixed strings listed in
// fixtures/data/social-accounts.json (e.g. 'google-token-couple', 'fb-token-new').

/** Google and Apple log-in: a known e-mail logs in (and links the account), an unknown one must sign up. */
function socialLogin(provider: SocialProvider, token: string, request: Request): Response | SocialResult {
  const identity = findSocialIdentity(provider, token);
  if (!identity) return { result: 'error', message: messages.socialError };
  const user = findUserByMail(identity.mail);
  if (!user) return { result: 'signup-needed', mail: identity.mail, name: identity.name, idToken: token };
  linkSocial(user.id, provider);
  const avatarHtml = html`<span class="avatar" aria-hidden="true">${user.name.charAt(0)}</span>`.value;
  const answer: SocialResult = { result: 'logged', mail: user.mail, name: user.name, avatarHtml };
  return jsonWithCookies(answer, sessionCookiesFor(user.id, request));
}

function sessionCookiesFor(userId: number, request: Request) {
  return sessionCookies(startSession({ type: 'user', id: userId }), request);
}

/** Spec §3: the completion form's prefill; the mail and token travel back as hidden fields. */
function prefill(provider: SocialProvider, token: string, userName?: string): SocialPrefill | Response {
  const identity = findSocialIdentity(provider, token);
  if (!identity) return unauthorized(messages.socialError);
  const name = userName?.trim() || identity.name;
  return {
    photo: identity.photo ?? undefined,
    name,
    mail: { key: 'Mail', value: identity.mail },
    type: socialCode[provider],
    token: { key: provider === 'facebook' ? 'access_token' : 'idToken', value: token },
    alias: name.split(' ')[0]?.toLowerCase(),
  };
}

/**
 * Links the network's account of `token` to the logged-in user. Refused (403) when the token is
 * unknown, or when that network account is another user's: their e-mail's account has it linked.
 */
function link(cookies: Record<string, string>, provider: SocialProvider, token: string | undefined): Response | undefined {
  const user = userOf(cookies);
  if (!user) return unauthorized();
  const identity = token ? findSocialIdentity(provider, token) : undefined;
  const owner = identity ? findUserByMail(identity.mail) : undefined;
  if (!identity || (owner && owner.id !== user.id && owner.linkedSocial.includes(provider))) return forbidden(messages.socialError);
  linkSocial(user.id, provider);
  return undefined;
}

function unlink(cookies: Record<string, string>, provider: SocialProvider): Response | undefined {
  const user = userOf(cookies);
  if (!user) return unauthorized();
  unlinkSocial(user.id, provider);
  return undefined;
}

/** Linking needs a logged-in user; the answer is not shown, so success is an empty 204. */
function requireUser(cookies: Record<string, string>): Response | undefined {
  return userOf(cookies) ? undefined : unauthorized();
}

export const socialHandlers = {
  facebookLogin: handle(facebookLogin, ({ payload, request }) => {
    const identity = findSocialIdentity('facebook', payload.access_token);
    if (!identity) return { message: messages.socialError };
    const user = findUserByMail(identity.mail);
    if (!user) return { signup: true };
    // An account registered by e-mail, never linked to Facebook: the page warns it exists.
    if (!user.linkedSocial.includes('facebook')) return { unsubscribed: true };
    return jsonWithCookies({ success: true }, sessionCookiesFor(user.id, request));
  }),
  facebookSignupPrefill: handle(facebookSignupPrefill, ({ payload }) => prefill('facebook', payload.token)),
  facebookPicture: handle(facebookPicture, ({ cookies }) => requireUser(cookies)),
  facebookSetPhoto: handle(facebookSetPhoto, ({ cookies }) => requireUser(cookies)),
  facebookUnlink: handle(facebookUnlink, ({ cookies }) => unlink(cookies, 'facebook')),

  googleLogin: handle(googleLogin, ({ payload, request }) => socialLogin('google', payload.idToken, request)),
  googleSignup: handle(googleSignup, ({ payload }) => prefill('google', payload.idToken)),
  googleLink: handle(googleLink, ({ cookies, payload }) => link(cookies, 'google', payload.idToken)),

  appleLogin: handle(appleLogin, ({ payload, request }) => socialLogin('apple', payload.idToken, request)),
  appleSignup: handle(appleSignup, ({ payload }) => {
    const answer = prefill('apple', payload.idToken, payload.userName);
    return answer instanceof Response ? answer : { mail: answer.mail, type: answer.type, token: answer.token };
  }),
  appleLink: handle(appleLink, ({ cookies, payload }) => link(cookies, 'apple', payload.idToken)),
  appleUnlink: handle(appleUnlink, ({ cookies }) => unlink(cookies, 'apple')),
};
