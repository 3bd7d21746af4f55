import { http, HttpResponse } from 'msw';
import type * as api from '../../src/api/accounts';
import {
  emailDomainCheck,
  emailDuplicateCheck,
  login,
  resendVerificationMail,
  signup,
  vendorSignup,
  type SignupForm,
} from '../../src/api/accounts';
import { checkLogin, createUser, createVendorAccount, emailStatus, endSession, findSocialIdentity, linkSocial, startSession, type SocialProvider } from '../db';
import { handle } from '../handle';
import { checkMailDomain, isStrongPassword, isValidMail, messages } from './account-rules';
import { vendorSignupCheck } from './vendor-signup-rules';
import { socialHandlers } from './accounts-social';
import {
  backToReferer,
  clearedSessionCookies,
  isNativeRequest,
  jsonWithCookies,
  redirect,
  sessionCookies,
  unauthorized,
  userOf,
} from './http';
import type { HandlersFor } from './types';

const PROVIDER_BY_CODE: Record<number, SocialProvider> = { 1: 'google', 2: 'facebook', 3: 'apple' };

/** Why a sign-up is refused, in the spec's words; undefined when it can go ahead. */
function signupProblem(form: SignupForm): string | undefined {
  if (!form.NombreCompleto.trim()) return messages.name;
  if (!isValidMail(form.Mail)) return messages.mail;
  const status = emailStatus(form.Mail);
  if (status.isDuplicated) return messages.duplicate(form.Mail) + (status.isRegisteredFromWedshoots ? messages.guestAppSuffix : '');
  if (form.type !== undefined) return socialSignupProblem(form);
  if (!isStrongPassword(form.Password ?? '')) return messages.password;
  return undefined;
}

/** After a social prefill the form carries the provider's token; it must stand for the same e-mail. */
function socialSignupProblem(form: SignupForm): string | undefined {
  const provider = PROVIDER_BY_CODE[form.type ?? 0];
  const token = form.access_token ?? form.idToken;
  const identity = provider && token ? findSocialIdentity(provider, token) : undefined;
  return identity && identity.mail.toLowerCase() === form.Mail.trim().toLowerCase() ? undefined : messages.socialError;
}

export const accountsHandlers = {
  emailDuplicateCheck: handle(emailDuplicateCheck, ({ payload }) => emailStatus(payload.mail)),

  emailDomainCheck: handle(emailDomainCheck, ({ payload }) => checkMailDomain(payload.mail)),

  login: handle(login, ({ payload, request }) => {
    const result = checkLogin(payload.mail, payload.password);
    const native = isNativeRequest(request);
    if (!result.ok) {
      const errorMessage = result.reason === 'no-password' ? messages.noPassword : messages.loginFailed;
      return native ? redirect(backToReferer(request, { loginError: '1' }, '/users-login.php')) : { status: 'error' as const, errorMessage };
    }
    const cookies = sessionCookies(startSession(result.actor), request);
    return native ? redirect('/', cookies) : jsonWithCookies({ status: 'success' }, cookies);
  }),

  signup: handle(signup, ({ payload, request }) => {
    const native = isNativeRequest(request);
    const problem = signupProblem(payload);
    if (problem) return native ? redirect(backToReferer(request, { error: '1' })) : { status: 'error' as const, message: problem };
    const provider = payload.type === undefined ? undefined : PROVIDER_BY_CODE[payload.type];
    const user = createUser({
      name: payload.NombreCompleto.trim(),
      mail: payload.Mail,
      password: provider ? null : (payload.Password ?? null),
      role: payload.Rol,
      country: payload.Pais ?? 'US',
      regionId: payload.Provincia ?? null,
      cityId: payload.Poblacion ?? null,
      weddingDate: payload.Fecha || null,
      phone: payload.Telefono || null,
      linkedSocial: provider ? [provider] : [],
    });
    if (provider) linkSocial(user.id, provider);
    const cookies = sessionCookies(startSession({ type: 'user', id: user.id }), request);
    if (native) return redirect(backToReferer(request, { sent: '1' }), cookies);
    return jsonWithCookies({ status: 'success', message: `Welcome, ${user.name}!` }, cookies);
  }),

  vendorSignup: handle(vendorSignup, ({ payload, request }) => {
    const native = isNativeRequest(request);
    const checked = vendorSignupCheck(payload);
    if ('problem' in checked) return native ? redirect(backToReferer(request, { error: '1' }, '/vendors/signup')) : { status: 'error' as const, message: checked.problem };
    const { vendor } = createVendorAccount({
      businessName: payload.NombreEmpresa,
      categoryId: checked.categoryId,
      country: checked.country,
      ...checked.location,
      address: payload.Direccion || undefined,
      postalCode: payload.CodigoPostal || undefined,
      contactName: payload.NombreContacto,
      phone: payload.Telefono,
      mail: payload.Mail,
      password: payload.Password,
    });
    const cookies = sessionCookies(startSession({ type: 'vendor', id: vendor.id }), request);
    if (native) return redirect(backToReferer(request, { sent: '1' }, '/vendors/signup'), cookies);
    return jsonWithCookies({ status: 'success', message: `Welcome, ${vendor.name}!` }, cookies);
  }),

  // A native post (the notice's form without JavaScript) comes back to its page with ?resent=1.
  resendVerificationMail: handle(resendVerificationMail, ({ cookies, request }) => {
    const native = isNativeRequest(request);
    if (!userOf(cookies)) return native ? redirect('/users-login.php') : unauthorized();
    return native ? redirect(backToReferer(request, { resent: '1' })) : undefined;
  }),

  ...socialHandlers,
} satisfies HandlersFor<typeof api>;

/** GET /users-logout.php: a page link, not an API call. Ends the session and goes home. */
export const logoutHandler = http.get('*/users-logout.php', ({ cookies }) => {
  endSession(cookies.sid);
  return new HttpResponse(null, { status: 302, statusText: 'Found', headers: [['Location', '/'], ...clearedSessionCookies()] });
});
