import { describe, expect, test } from 'vitest';
import { emailDomainCheck, emailDuplicateCheck, login, signup } from '../src/api/accounts';
import { call } from '../src/api/call';
import { sessionCheck, userMenuDropdown, vendorMenuDropdown } from '../src/api/header';
import { findUserByMail } from './db';
import { accounts, logInAs, readableCookies, useMockBackend } from './testing';

useMockBackend();

describe('log-in form action', () => {
  test('logs the couple in: status success, USER_ID and USER_TIPO readable, the session check says OK', async () => {
    expect(await call(sessionCheck, {})).toMatchObject({ ok: true, data: 'KO' });

    const result = await call(login, { mail: accounts.couple.mail, password: accounts.couple.password });

    expect(result).toEqual({ ok: true, status: 200, data: { status: 'success' } });
    expect(readableCookies()).toMatchObject({ USER_ID: '1', USER_TIPO: 'user' });
    expect(readableCookies()).not.toHaveProperty('sid');
    expect(await call(sessionCheck, {})).toMatchObject({ ok: true, data: 'OK' });
  });

  test('a wrong password answers status error with the message to show, and no session', async () => {
    const result = await call(login, { mail: accounts.couple.mail, password: 'wrong-password' });

    expect(result).toEqual({ ok: true, status: 200, data: { status: 'error', errorMessage: 'The email or password you entered is incorrect.' } });
    expect(readableCookies()).not.toHaveProperty('USER_ID');
    expect(await call(sessionCheck, {})).toMatchObject({ data: 'KO' });
  });

  test('the vendor logs in with EMP_ID and gets the vendor menu, not the couple menu', async () => {
    await logInAs('vendor');

    expect(readableCookies()).toMatchObject({ EMP_ID: '1000', USER_TIPO: 'vendor' });
    const vendorMenu = await call(vendorMenuDropdown, {});
    expect(vendorMenu.ok && vendorMenu.data).toContain('href="/users-logout.php"');
    expect(vendorMenu.ok && vendorMenu.data).toContain('Requests');
    expect(await call(userMenuDropdown, {})).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
  });

  test('a native form post (no X-Requested-With) is redirected home, logged in', async () => {
    const response = await fetch('/users-login-run.php', {
      method: 'POST',
      body: new URLSearchParams({ mail: accounts.couple.mail, password: accounts.couple.password }),
      redirect: 'manual',
    });

    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/');
    expect(readableCookies()).toMatchObject({ USER_ID: '1', USER_TIPO: 'user' });
    expect(await call(sessionCheck, {})).toMatchObject({ data: 'OK' });
  });

  test('logging out ends the session and clears the cookies', async () => {
    await logInAs('couple');

    const response = await fetch('/users-logout.php', { redirect: 'manual' });

    expect(response.status).toBe(302);
    expect(readableCookies()).not.toHaveProperty('USER_ID');
    expect(await call(sessionCheck, {})).toMatchObject({ data: 'KO' });
    expect(await call(userMenuDropdown, {})).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
  });
});

describe('sign-up form action', () => {
  const form = {
    NombreCompleto: 'Robin Lee',
    Mail: 'robin.lee@example.com',
    Password: 'Spring2027!',
    Rol: 1,
    Pais: 'US',
    Provincia: 5,
    Poblacion: 501,
    Fecha: '2027-05-22',
  };

  test('creates a user who is logged in at once and can log in again later', async () => {
    const created = await call(signup, form);
    expect(created).toMatchObject({ ok: true, data: { status: 'success' } });
    expect(readableCookies().USER_ID).toBe(String(findUserByMail('robin.lee@example.com')?.id));

    await fetch('/users-logout.php', { redirect: 'manual' });
    expect(await call(sessionCheck, {})).toMatchObject({ data: 'KO' });

    expect(await call(login, { mail: form.Mail, password: form.Password })).toMatchObject({ ok: true, data: { status: 'success' } });
  });

  test('refuses an e-mail already registered from the guest app, with the guest-app hint', async () => {
    const result = await call(signup, { ...form, Mail: accounts.guest.mail });

    expect(result).toMatchObject({
      ok: true,
      data: { status: 'error', message: 'There is already a registered user with the email guest@example.com Login with your WeddingWire for Guests account' },
    });
  });

  test('refuses a weak password with the spec message', async () => {
    const result = await call(signup, { ...form, Password: 'password' });

    expect(result).toMatchObject({ ok: true, data: { status: 'error', message: expect.stringMatching(/^Your password must be between 8 and 48 characters/) } });
  });
});

describe('e-mail checks', () => {
  test('the duplicate check tells apart a free, a registered and a guest-app e-mail', async () => {
    const check = (mail: string) => call(emailDuplicateCheck, { mail, isResponsive: 1 });

    expect(await check('new.person@example.com')).toMatchObject({ data: { isDuplicated: false, isRegisteredFromWedshoots: false } });
    expect(await check('COUPLE@example.com')).toMatchObject({ data: { isDuplicated: true, isRegisteredFromWedshoots: false } });
    expect(await check(accounts.guest.mail)).toMatchObject({ data: { isDuplicated: true, isRegisteredFromWedshoots: true } });
  });

  test('the domain check flags a misspelt domain and suggests the address meant', async () => {
    expect(await call(emailDomainCheck, { mail: 'alex@gmial.com' })).toMatchObject({ data: { result: 0, suggestion: 'alex@gmail.com' } });
    expect(await call(emailDomainCheck, { mail: 'alex@gmail.com' })).toMatchObject({ data: { result: 1 } });
  });
});
