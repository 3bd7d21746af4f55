import { describe, expect, test } from 'vitest';
import { call } from '../src/api/call';
import { addVendor, deleteFavourite, markHired } from '../src/api/vendor-manager';
import { render } from '../fixtures/pages/render-for-test';
import type { PageBackend } from '../fixtures/pages/site';
import { hiredVendorIds, isFavourite, isHired } from './db';
import { setScenario } from './scenarios';
import { accounts, logInAs, useMockBackend } from './testing';

useMockBackend();

const COUPLE = accounts.couple.userId;
/** Saved by the seeded couple, not hired: a DJ (category 50) and two venues (category 1). */
const AMBER_DJ = 1003;
const ROSEWOOD_ESTATE = 1000;
const CRYSTAL_ESTATE = 1019;
/** A photographer the seeded couple has not saved. */
const BLUEBELL = 1001;

/** A native link or form (no X-Requested-With), with no Referer: the server's fallback page shows. */
function native(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(path, { redirect: 'manual', referrerPolicy: 'no-referrer', ...init });
}

describe('/tools/VendorsReserved (Mark as hired)', () => {
  test('an ajax call marks the vendor hired and answers nothing', async () => {
    await logInAs('couple');
    const result = await call(markHired, { idEmpresa: AMBER_DJ });
    expect(result).toMatchObject({ ok: true, status: 204 });
    expect(isHired(COUPLE, AMBER_DJ)).toBe(true);
  });

  test('the link without JavaScript marks it and goes back to the category page', async () => {
    await logInAs('couple');
    const response = await native(`/tools/VendorsReserved?idEmpresa=${AMBER_DJ}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/tools/VendorsCateg?id_categ=50');
    expect(isHired(COUPLE, AMBER_DJ)).toBe(true);
  });

  test('from the venue list it goes back to referrerUrl on this site, and never to a look-alike host', async () => {
    await logInAs('couple');
    const back = await native(`/tools/VendorsReserved?idEmpresa=${ROSEWOOD_ESTATE}&referrerUrl=${encodeURIComponent('/tools/VendorsCateg?id_categ=1')}`);
    expect(back.headers.get('Location')).toBe('/tools/VendorsCateg?id_categ=1');
    for (const lookAlike of ['http://localhost:3000.evil.example/tools/Vendors', '//evil.example/tools/Vendors', 'https://evil.example/']) {
      const response = await native(`/tools/VendorsReserved?idEmpresa=${ROSEWOOD_ESTATE}&referrerUrl=${encodeURIComponent(lookAlike)}`);
      expect(response.headers.get('Location')).toBe('/tools/Vendors');
    }
  });

  test('a couple books one venue: hiring another un-hires the first', async () => {
    await logInAs('couple');
    await call(markHired, { idEmpresa: ROSEWOOD_ESTATE });
    await call(markHired, { idEmpresa: CRYSTAL_ESTATE });
    expect(hiredVendorIds(COUPLE)).toEqual([1013, CRYSTAL_ESTATE]);
    // Hiring a vendor the couple had not saved saves it too (the manager lists saved vendors).
    expect(isFavourite(COUPLE, CRYSTAL_ESTATE)).toBe(true);
  });

  test('a visitor is sent to log in (the link) or refused (a call); a vendor account too', async () => {
    expect((await native(`/tools/VendorsReserved?idEmpresa=${AMBER_DJ}`)).headers.get('Location')).toBe('/users-login.php');
    expect(await call(markHired, { idEmpresa: AMBER_DJ })).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
    await logInAs('vendor');
    expect(await call(markHired, { idEmpresa: AMBER_DJ })).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
    expect(isHired(COUPLE, AMBER_DJ)).toBe(false);
  });

  test('an unknown vendor is a 404', async () => {
    await logInAs('couple');
    expect(await call(markHired, { idEmpresa: 999999 })).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
  });
});

describe('/tools/VendorsAddRun (add a vendor)', () => {
  test('an ajax post saves the vendor; the form without JavaScript comes back to the category page', async () => {
    await logInAs('couple');
    expect(await call(addVendor, { id_empresa: BLUEBELL, id_categ: 6 })).toMatchObject({ ok: true, status: 204 });
    expect(isFavourite(COUPLE, BLUEBELL)).toBe(true);
    const response = await native('/tools/VendorsAddRun', { method: 'POST', body: new URLSearchParams({ id_empresa: '1020', id_categ: '6' }) });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/tools/VendorsCateg?id_categ=6');
    expect(isFavourite(COUPLE, 1020)).toBe(true);
  });

  test('a visitor is sent to log in; an unknown vendor is a 404; a missing id a 400', async () => {
    const visitor = await native('/tools/VendorsAddRun', { method: 'POST', body: new URLSearchParams({ id_empresa: String(BLUEBELL) }) });
    expect(visitor.headers.get('Location')).toBe('/users-login.php');
    await logInAs('couple');
    expect(await call(addVendor, { id_empresa: 999999 })).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
    const missing = await fetch('/tools/VendorsAddRun', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' }, body: new URLSearchParams({ id_categ: '6' }) });
    expect(missing.status).toBe(400);
  });
});

describe('/tools/VendorsDelete (remove)', () => {
  test('the link without JavaScript removes and goes back to the category page it names', async () => {
    await logInAs('couple');
    const response = await native(`/tools/VendorsDelete?id_empresa=${AMBER_DJ}&id_categ=50`);
    expect(response.headers.get('Location')).toBe('/tools/VendorsCateg?id_categ=50');
    expect(isFavourite(COUPLE, AMBER_DJ)).toBe(false);
  });
});

describe('each call under the stand-in failures', () => {
  test.each(['server-error', 'offline'] as const)('%s: the call fails and nothing changes', async (scenario) => {
    await logInAs('couple');
    setScenario(scenario);
    for (const result of [
      await call(markHired, { idEmpresa: AMBER_DJ }),
      await call(addVendor, { id_empresa: BLUEBELL, id_categ: 6 }),
      await call(deleteFavourite, { id_empresa: AMBER_DJ, id_categ: 50 }),
    ]) {
      expect(result.ok).toBe(false);
    }
    expect(isHired(COUPLE, AMBER_DJ)).toBe(false);
    expect(isFavourite(COUPLE, BLUEBELL)).toBe(false);
    expect(isFavourite(COUPLE, AMBER_DJ)).toBe(true);
  });
});

/** The pages' view of the stand-in for the seeded couple, as scripts/page-backend.ts gives it. */
function coupleBackend(extra: Partial<PageBackend> = {}): PageBackend {
  return {
    viewer: { type: 'user', id: COUPLE },
    conversations: () => [],
    markRead: () => {},
    userName: () => 'Couple',
    favouriteVendorIds: () => [1000, 1003, 1019],
    hiredVendorIds: () => [],
    ...extra,
  };
}

const visitor: PageBackend = { viewer: undefined, conversations: () => [], markRead: () => {}, userName: () => '' };

describe('venue-list-vrm and vendor-profile-hired pages', () => {
  test('the middleware sends the couple to the venue list with the venue and the page they came from', () => {
    const page = render('/venue-list-vrm/middleware?vendorId=1000', coupleBackend({ referer: 'http://localhost:3000/tools/VendorsCateg?id_categ=1' }));
    expect(page).toMatchObject({ status: 302, location: `/venue-list-vrm?vendorId=1000&referrerUrl=${encodeURIComponent('/tools/VendorsCateg?id_categ=1')}` });
  });

  test('the middleware drops a Referer of another (look-alike) host for the manager', () => {
    const page = render('/venue-list-vrm/middleware?vendorId=1000', coupleBackend({ referer: 'http://localhost:3000.evil.example/tools/Vendors' }));
    expect(page?.location).toBe(`/venue-list-vrm?vendorId=1000&referrerUrl=${encodeURIComponent('/tools/Vendors')}`);
  });

  test('a visitor is sent to log in from all three', () => {
    for (const path of ['/venue-list-vrm/middleware?vendorId=1000', '/venue-list-vrm?vendorId=1000&referrerUrl=%2F', '/vendor-profile-hired?vendorId=1013']) {
      expect(render(path, visitor)).toMatchObject({ status: 302, location: '/users-login.php' });
    }
  });

  test('the venue list offers the venue first, checked, then the other saved venues; its Back link refuses a look-alike referrerUrl', () => {
    const lookAlike = encodeURIComponent('http://localhost:3000.evil.example/tools/Vendors');
    const page = render(`/venue-list-vrm?vendorId=1000&referrerUrl=${lookAlike}`, coupleBackend());
    const doc = new DOMParser().parseFromString(page?.html ?? '', 'text/html');
    const radios = [...doc.querySelectorAll<HTMLInputElement>('input[name="idEmpresa"]')];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([['1000', true], ['1019', false]]);
    expect(doc.querySelector('main form')?.getAttribute('action')).toBe('/tools/VendorsReserved');
    const back = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Back');
    expect(back?.getAttribute('href')).toBe('/tools/Vendors');
  });
});
