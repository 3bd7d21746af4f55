import { getResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { call } from '../src/api/call';
import { unreadMessages } from '../src/api/header';
import { leadFormRun } from '../src/api/leads';
import { multiCategoryInsertLeads, multiCategoryVendors } from '../src/api/multi-category-lead';
import { findUserByMail, vendorRequests } from './db';
import { handlers } from './handlers';
import { logInAs, readableCookies, useMockBackend } from './testing';

useMockBackend();

const lead = {
  id_empresa: 1000,
  frmInsert: 26,
  Nombre: 'Jordan Blake',
  Mail: 'jordan.blake@example.com',
  Telefono: '4155550199',
  Fecha: '2027-04-17',
  Comensales: 90,
  role: 1,
  message: 'Hello! Is April 17 still available for 90 guests?',
  legal: 1,
};

async function vendorUnread(): Promise<number> {
  await logInAs('vendor');
  const result = await call(unreadMessages, {});
  if (!result.ok) throw new Error(result.error.message);
  return result.data.numUnread;
}

describe('lead form action', () => {
  test('answers with the nextStep a test forced, filled from the lead, until the backend is reset', async () => {
    const force = (body: unknown) => fetch('/__mock/next-step', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await force({ type: 'no_such_step' })).status).toBe(400);
    expect((await force({ type: 'redirect_to_url', redirect_url: '//evil.example/' })).status).toBe(200);

    const sent = await call(leadFormRun, lead);
    expect(sent).toMatchObject({ ok: true, data: { nextStep: { type: 'redirect_to_url', redirect_url: '//evil.example/', name: 'Jordan Blake' } } });

    await fetch('/__mock/reset', { method: 'POST' });
    const after = await call(leadFormRun, { ...lead, Mail: 'other.couple@example.com' });
    expect(after).toMatchObject({ ok: true, data: { nextStep: { type: 'multi_lead_modal' } } });
  });

  test('a lead appears in the vendor’s requests and raises the vendor’s unread count', async () => {
    const before = await vendorUnread();
    await fetch('/users-logout.php', { redirect: 'manual' });

    const sent = await call(leadFormRun, lead);

    expect(sent).toMatchObject({ ok: true, data: { status: true, nextStep: { type: 'multi_lead_modal', name: 'Jordan Blake', email: lead.Mail } } });
    const requests = vendorRequests(1000);
    expect(requests[0]).toMatchObject({ lead: { name: 'Jordan Blake', mail: lead.Mail, guests: 90, eventDate: '2027-04-17' }, unread: 1 });
    expect(requests[0]?.lastMessage?.body).toBe(lead.message);
    expect(await vendorUnread()).toBe(before + 1);
  });

  test('creates and logs in an account for a couple without one; the nextStep names them', async () => {
    const sent = await call(leadFormRun, lead);

    const user = findUserByMail(lead.Mail);
    expect(user).toMatchObject({ name: 'Jordan Blake', registeredFrom: 'lead' });
    expect(sent).toMatchObject({ ok: true, data: { nextStep: { userId: user?.id, leadId: vendorRequests(1000)[0]?.lead.id, regionId: 5 } } });
    expect(readableCookies().USER_ID).toBe(String(user?.id));
  });

  test('answers status false, and records nothing, when the message is too short', async () => {
    const before = vendorRequests(1000).length;

    expect(await call(leadFormRun, { ...lead, message: 'Hi' })).toMatchObject({ ok: true, data: { status: false } });
    expect(vendorRequests(1000)).toHaveLength(before);
  });

  test('a native post (no JavaScript) is redirected back to the page with sent=1', async () => {
    // As the preview server serves a browser's form post: through the handlers, Referer and all.
    const request = new Request('http://localhost:3000/vendors/item/lead/form_half/run', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(Object.entries(lead).map(([k, v]) => [k, String(v)])).toString(),
      referrer: 'http://localhost:3000/biz/rosewood-estate-1000.html?tab=reviews',
    });

    const response = await getResponse(handlers, request);

    expect(response?.status).toBe(303);
    expect(response?.headers.get('Location')).toBe('/biz/rosewood-estate-1000.html?tab=reviews&sent=1');
    expect(vendorRequests(1000)[0]?.lead.mail).toBe(lead.Mail);
  });
});

describe('multi-category lead', () => {
  test('lists the category’s vendors, the region’s first, leaving out those the couple contacted', async () => {
    const names = async () => {
      const result = await call(multiCategoryVendors, { categoryId: 6, id_provincia: 5 });
      return result.ok ? result.data.vendors.map((v) => v.name) : result.error;
    };
    expect(await names()).toEqual(['Rosewood Photography', 'Crystal Photography']);

    // The seeded couple already wrote to Rosewood Photography (request 7002).
    await logInAs('couple');
    expect(await names()).toEqual(['Crystal Photography']);
  });

  test('sends one lead per checked storefront and answers how many were sent', async () => {
    await logInAs('couple');
    const venues = await call(multiCategoryVendors, { categoryId: 1, id_provincia: 5 });
    const storefronts = venues.ok ? venues.data.vendors.map((v) => v.id_escaparate) : [];

    const sent = await call(multiCategoryInsertLeads, {
      vendorsEscaparateId: storefronts,
      categoryId: 1,
      Comensales: 120,
      Comentario: 'We would love to visit your venue this spring.',
    });

    expect(sent).toMatchObject({ ok: true, data: { numberOfLeads: storefronts.length } });
    expect(await call(multiCategoryVendors, { categoryId: 1, id_provincia: 5 })).toMatchObject({ ok: true, data: { vendors: [] } });
  });
});
