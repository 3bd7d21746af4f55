import { describe, expect, test } from 'vitest';
import { login, vendorSignup, type VendorSignupForm } from '../src/api/accounts';
import { call } from '../src/api/call';
import type { RequestOf } from '../src/api/endpoint';
import { vendorMenuDropdown } from '../src/api/header';
import { counts, findVendor } from './db';
import { readableCookies, useMockBackend } from './testing';

useMockBackend();

const VALID = {
  NombreEmpresa: 'Harbor Lights Studio',
  id_sector: '6',
  Pais: 'US',
  txtStrPoblacion: 'Austin, Texas',
  Poblacion: '4401',
  Provincia: '44',
  Direccion: '12 Congress Ave',
  CodigoPostal: '78701',
  NombreContacto: 'Robin Hale',
  Telefono: '5125550147',
  Mail: 'robin@harborlights.example',
  Password: 'Harbor2027!',
  legal: '1',
} satisfies Record<keyof VendorSignupForm, string>;

const send = (changes: Partial<Record<keyof VendorSignupForm, string | undefined>> = {}) =>
  call(vendorSignup, { ...VALID, ...changes } as RequestOf<typeof vendorSignup>);

describe('the vendor sign-up action', () => {
  test('creates a free vendor in the chosen city and its account, starts its session, and the account logs in again', async () => {
    const before = counts().vendorAccounts;

    const result = await send();

    expect(result).toMatchObject({ ok: true, data: { status: 'success' } });
    expect(counts().vendorAccounts).toBe(before + 1);
    const vendorId = Number(readableCookies().EMP_ID);
    expect(readableCookies()).toMatchObject({ USER_TIPO: 'vendor' });
    expect(findVendor(vendorId)).toMatchObject({
      name: 'Harbor Lights Studio',
      slug: 'harbor-lights-studio',
      categoryId: 6,
      country: 'US',
      regionId: 44,
      region: 'Texas',
      cityId: 4401,
      city: 'Austin',
      premium: false,
      reviews: 0,
      rating: 0,
      hasDeal: false,
      currency: 'USD',
    });
    const menu = await call(vendorMenuDropdown, {});
    expect(menu.ok && menu.data).toContain(`/biz/harbor-lights-studio-${vendorId}.html`);

    await fetch('/users-logout.php', { redirect: 'manual' });
    expect(await call(login, { mail: VALID.Mail, password: VALID.Password })).toMatchObject({ ok: true, data: { status: 'success' } });
    expect(readableCookies()).toMatchObject({ EMP_ID: String(vendorId), USER_TIPO: 'vendor' });
  });

  test.each([
    ['no business name', { NombreEmpresa: '  ' }, 'Enter the name of your business.'],
    ['no category', { id_sector: '' }, 'Choose the category of your business.'],
    ['an unknown category', { id_sector: '999' }, 'Choose the category of your business.'],
    ['a town that matches nothing', { Poblacion: '', Provincia: '', txtStrPoblacion: 'Atlantis' }, 'Please select the city where you live.'],
    ['a city of another country', { Poblacion: '12801', Provincia: '' }, 'Please select the city where you live.'],
    ['no contact name', { NombreContacto: '' }, 'Enter your full name.'],
    ['no phone in the US', { Telefono: ' ' }, 'Please enter a valid phone number'],
    ['a short phone in Brazil', { Pais: 'BR', Poblacion: '23502', Provincia: '235', Telefono: '119876543' }, 'Please enter a valid phone number'],
    ['a short phone in Spain', { Pais: 'ES', Poblacion: '12801', Provincia: '128', Telefono: '12345' }, 'Please enter a valid phone number'],
    ['a bad e-mail', { Mail: 'robin@' }, 'Check that the email is correct.'],
    ['a couple’s e-mail', { Mail: 'couple@example.com' }, 'There is already a registered user with the email couple@example.com'],
    ['a guest-app e-mail', { Mail: 'guest@example.com' }, 'There is already a registered user with the email guest@example.com Login with your WeddingWire for Guests account'],
    ['a vendor’s e-mail', { Mail: 'VENDOR@example.com' }, 'There is already a registered user with the email VENDOR@example.com'],
    [
      'a weak password',
      { Password: 'harbor2027' },
      'Your password must be between 8 and 48 characters and include at least 1 lowercase letter, 1 capital letter, 1 number, and no spaces.',
    ],
    ['no consent', { legal: undefined }, 'You must accept the Terms of Use and privacy policy.'],
  ])('refuses %s with its message, creating nothing', async (_, changes, message) => {
    const before = counts();

    const result = await send(changes);

    expect(result).toEqual({ ok: true, status: 200, data: { status: 'error', message } });
    expect(counts()).toEqual(before);
    expect(readableCookies()).not.toHaveProperty('EMP_ID');
  });

  test('takes the town as typed when the autocomplete did not run (a form without JavaScript)', async () => {
    await send({ Poblacion: '', Provincia: '', txtStrPoblacion: 'houston' });

    expect(findVendor(Number(readableCookies().EMP_ID))).toMatchObject({ regionId: 44, cityId: 4402, city: 'Houston' });
  });

  test('takes a province alone, as India’s autocomplete gives it', async () => {
    await send({ Pais: 'IN', Poblacion: '', Provincia: '340', txtStrPoblacion: 'Maharashtra', Telefono: '9820012345' });

    expect(findVendor(Number(readableCookies().EMP_ID))).toMatchObject({ country: 'IN', regionId: 340, region: 'Maharashtra', currency: 'INR' });
  });

  test('answers a native post with a redirect back to the page: sent=1 logged in, or error=1', async () => {
    const post = (fields: Record<string, string>) =>
      fetch('/emp-signup-run.php', { method: 'POST', body: new URLSearchParams(fields), referrer: `${location.origin}/vendors/signup`, redirect: 'manual' });

    const refused = await post({ ...VALID, Mail: 'vendor@example.com' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('Location')).toBe('/vendors/signup?error=1');
    expect(readableCookies()).not.toHaveProperty('EMP_ID');

    const { legal: _, ...withoutConsent } = VALID;
    expect((await post(withoutConsent)).headers.get('Location')).toBe('/vendors/signup?error=1');

    const sent = await post(VALID);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('Location')).toBe('/vendors/signup?sent=1');
    expect(readableCookies()).toMatchObject({ USER_TIPO: 'vendor' });
  });
});
