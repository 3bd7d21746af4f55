import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findVendor } from '../../fixtures/pages/data';
import { leadForm } from '../../fixtures/pages/lead-form';
import { createContext } from '../../fixtures/pages/site';
import { vendorTile } from '../../fixtures/pages/vendor-tile';
import { server } from '../../mocks/node';
import { held, logInAs, readableCookies, useMockBackend, writeSiteConfig } from '../../mocks/testing';
import { registry } from '../../src/boot/registry';
import { startWidgets } from '../../src/boot/scanner';
import { refreshSession } from '../../src/state/session';
import { sentAnalytics } from '../../src/lib/analytics';
import { rememberListing } from '../../src/lib/listing-memory';
import { getSiteConfig } from '../../src/lib/config';

useMockBackend();

const RUN = '*/vendors/item/lead/form_half/run';
let stop = () => {};
let host: HTMLElement | undefined;
let bodies: URLSearchParams[] = [];
const record = async ({ request }: { request: Request }) => {
  if (request.url.includes('/lead/form_half/run')) bodies.push(new URLSearchParams(await request.clone().text()));
};

beforeEach(() => {
  bodies = [];
  server.events.on('request:start', record);
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'pt=; path=/; max-age=-1';
});
afterEach(async () => {
  stop();
  host?.remove();
  server.events.removeListener('request:start', record);
  vi.restoreAllMocks();
  // The lead's next step opens a modal: close it as a person would before the next test.
  for (const close of screen.queryAllByRole('button', { name: 'Close' })) fireEvent.click(close);
  await waitFor(() => expect(document.body.style.pointerEvents).not.toBe('none'));
});

/** Vendor 1020's lead form (a photographer: it asks for the venue), booted as on /emp-Form.php. */
async function bootForm(vendorId = 1020) {
  const vendor = findVendor(vendorId)!;
  host = document.createElement('div');
  host.innerHTML = leadForm(createContext(new URL('http://localhost:3000/emp-Form.php'), { bundleSrc: '', headExtra: '' }), vendor, { hydrate: 'load', flexibleDates: true }).toString();
  document.body.append(host);
  stop = startWidgets(document, registry);
  const form = host.querySelector('form')!;
  await waitFor(() => expect(form).toHaveAttribute('novalidate'));
  return within(form);
}

/** The lead went: the form says so and its next step (a modal) has opened, before the test goes on. */
async function sentThenNextStep() {
  await screen.findByText('Your message has been sent');
  await screen.findByRole('dialog');
}

async function fillValid(form: ReturnType<typeof within>, user = userEvent.setup()) {
  await user.type(form.getByLabelText('Name'), 'Jordan Blake');
  await user.type(form.getByLabelText('Email'), 'jordan.blake@example.com');
  await user.type(form.getByLabelText('Estimated guest count'), '90');
  await user.click(form.getByLabelText('Bride or groom'));
  await user.click(form.getByRole('checkbox', { name: /^I accept/ }));
  return user;
}

describe('the lead form (happy-dom, real mount)', () => {
  it('sends an approximate date as year-month-23, remembers it in the pb_* cookies until the lead is sent', async () => {
    const form = await bootForm();
    const user = await fillValid(form);
    await user.click(form.getByLabelText('Approximate date'));
    const year = String(new Date().getFullYear() + 1);
    await user.selectOptions(form.getByLabelText('Season'), 'summer');
    await user.selectOptions(form.getByLabelText('Year'), year);
    expect(readableCookies()).toMatchObject({ pb_season: 'summer', pb_year: year, pb_fecha: `${year}-07-23` });
    // A month and a season exclude each other.
    await user.selectOptions(form.getByLabelText('Month'), '02');
    expect(form.getByLabelText('Season')).toHaveValue('');
    expect(readableCookies()).toMatchObject({ pb_month: '2', pb_fecha: `${year}-02-23` });
    await user.click(form.getByRole('button', { name: 'Request pricing' }));
    await sentThenNextStep();
    expect(bodies[0]?.get('Fecha')).toBe(`${year}-02-23`);
    expect([bodies[0]?.get('month'), bodies[0]?.get('year'), bodies[0]?.has('dateMode')]).toEqual(['02', year, false]);
    expect(Object.keys(readableCookies()).filter((name) => name.startsWith('pb_'))).toEqual([]);
  });

  it('clears both dates when the mode switches, and sends no season/month/year for an exact date', async () => {
    const form = await bootForm();
    const user = await fillValid(form);
    await user.click(form.getByLabelText('Approximate date'));
    await user.selectOptions(form.getByLabelText('Season'), 'winter');
    await user.click(form.getByLabelText('Exact date'));
    expect(form.getByLabelText('Season')).toHaveValue('');
    await user.click(form.getByRole('button', { name: 'Request pricing' }));
    await sentThenNextStep();
    expect(['season', 'month', 'year', 'Fecha'].filter((name) => bodies[0]?.has(name))).toEqual([]);
  });

  it('clears the venue id while typing and sets it when a venue is chosen (400 ms later)', async () => {
    const form = await bootForm();
    const user = await fillValid(form);
    const venue = form.getByRole('combobox', { name: 'Your venue, if you have one' });
    await user.type(venue, 'Rosewood');
    const option = await screen.findByRole('option', { name: /^Rosewood Estate/ });
    await user.click(option);
    const id = host!.querySelector<HTMLInputElement>('input[name="venue"]')!;
    expect(id.value).toBe('1000');
    await user.type(venue, 'x');
    expect(id.value).toBe('');
    await user.click(form.getByRole('button', { name: 'Request pricing' }));
    await sentThenNextStep();
    expect(bodies[0]?.has('venue')).toBe(false);
    expect(bodies[0]?.has('venueName')).toBe(false);
  });

  it('offers Add {term} when no venue matches, and sends the venue by the name typed', async () => {
    const form = await bootForm();
    const user = await fillValid(form);
    const venue = form.getByRole('combobox', { name: 'Your venue, if you have one' });
    await user.type(venue, 'Zebra Barn');
    await user.click(await screen.findByRole('option', { name: 'Add Zebra Barn' }));
    expect(venue).toHaveValue('Zebra Barn');
    expect(host!.querySelector<HTMLInputElement>('input[name="venue"]')!.value).toBe('');
    await user.click(form.getByRole('button', { name: 'Request pricing' }));
    await sentThenNextStep();
    expect(bodies[0]?.get('venueName')).toBe('Zebra Barn');
    expect(bodies[0]?.has('venue')).toBe(false);
  });

  it('hides the venue for the role Other', async () => {
    const form = await bootForm();
    const user = userEvent.setup();
    await user.click(form.getByLabelText('Other'));
    expect(form.queryByRole('combobox', { name: 'Your venue, if you have one' })).toBeNull();
    await user.click(form.getByLabelText('Partner'));
    expect(form.getByRole('combobox', { name: 'Your venue, if you have one' })).toBeVisible();
  });

  it('reports the lead sent to analytics, with its category and group, the vendor and the form insert (spec §3 dimensions)', async () => {
    const before = sentAnalytics().length;
    const form = await bootForm();
    const user = await fillValid(form);
    // Refused first: no lead, no event.
    server.use(http.post(RUN, () => HttpResponse.json({ status: false, trackingHtml: '' }), { once: true }));
    await user.click(form.getByRole('button', { name: 'Request pricing' }));
    await waitFor(() => expect(host!.querySelector('form')).not.toHaveAttribute('aria-busy'));
    expect(sentAnalytics().slice(before)).toEqual([]);
    await user.click(form.getByRole('button', { name: 'Request pricing' }));
    await sentThenNextStep();
    const leads = sentAnalytics().slice(before).filter((hit) => hit.service === 'analytics');
    // Vendor 1020 is a photographer (category 6), in the stand-in's services group (2); the default insert, 26.
    expect(leads).toEqual([{ service: 'analytics', payload: expect.objectContaining({ event: 'generate_lead', leadCategory: '6', leadGroup: '2', vendorId: '1020', insertForm: '26' }) }]);
    expect(window.dataLayer).toContainEqual(leads[0]!.payload);
  });

  it('carries the session’s last listing to the server in the pt cookie (spec §3), written with the lead', async () => {
    rememberListing('sector');
    let pt: string | undefined;
    server.use(
      http.post(RUN, ({ cookies }) => {
        pt = cookies.pt;
        return undefined;
      }),
    );
    const form = await bootForm();
    const user = await fillValid(form);
    await user.click(form.getByRole('button', { name: 'Request pricing' }));
    await sentThenNextStep();
    expect(JSON.parse(pt ?? '{}')).toEqual({ t: 'sector', l: location.pathname, o: location.href, r: getSiteConfig().reduced });
  });

  it('on status false ends the sending and shows nothing else', async () => {
    server.use(http.post(RUN, () => HttpResponse.json({ status: false, trackingHtml: '' })));
    const form = await bootForm();
    const user = await fillValid(form);
    await user.click(form.getByRole('button', { name: 'Request pricing' }));
    await waitFor(() => expect(host!.querySelector('form')).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByText('Your message has been sent')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(host!.querySelector('.form__error')?.textContent ?? '').toBe('');
    expect(form.getByRole('button', { name: 'Request pricing' })).not.toHaveAttribute('aria-disabled');
  });

  it('on a malformed answer says it failed, keeps the message, and sends it again', async () => {
    server.use(http.post(RUN, () => HttpResponse.json({ status: 'maybe' }), { once: true }));
    const form = await bootForm();
    const user = await fillValid(form);
    await user.clear(form.getByLabelText('Message'));
    await user.type(form.getByLabelText('Message'), 'Do you have June 2027 free?');
    await user.click(form.getByRole('button', { name: 'Request pricing' }));
    expect(await screen.findByText(/Something went wrong on our side/)).toBeInTheDocument();
    expect(form.getByLabelText('Message')).toHaveValue('Do you have June 2027 free?');
    await user.click(form.getByRole('button', { name: 'Request pricing' }));
    await sentThenNextStep();
    expect(bodies.map((b) => b.get('message'))).toEqual(['Do you have June 2027 free?', 'Do you have June 2027 free?']);
  });

  it('sends a logged-in couple’s lead with the -logged form-insert variant (spec §6)', async () => {
    await logInAs('couple');
    refreshSession();
    try {
      const form = await bootForm();
      const user = await fillValid(form);
      await user.click(form.getByRole('button', { name: 'Request pricing' }));
      await sentThenNextStep();
      expect(bodies[0]?.get('frmVariant')).toBe('desktop-logged');
    } finally {
      await fetch('/users-logout.php', { redirect: 'manual' });
      refreshSession();
    }
  });

  it('keeps the form-insert variant the server’s form carries (its own frmVariant)', async () => {
    const form = await bootForm();
    host!.querySelector('form')!.insertAdjacentHTML('beforeend', '<input type="hidden" name="frmVariant" value="vlist">');
    const user = await fillValid(form);
    await user.click(form.getByRole('button', { name: 'Request pricing' }));
    await sentThenNextStep();
    expect(bodies[0]?.get('frmVariant')).toBe('vlist');
  });

  it('posts natively on a phone outside a modal, and by ajax with ajaxRequestOnMobile', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
    rememberListing('sector');
    const form = await bootForm();
    const user = await fillValid(form);
    await user.click(form.getByRole('button', { name: 'Request pricing' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(bodies).toHaveLength(0);
    // What the browser posts carries the form-insert variant (a visitor on a phone), as an ajax lead does.
    expect(new FormData(submit.mock.contexts[0] as HTMLFormElement).get('frmVariant')).toBe('mobile');
    // And the session's last listing (pt), written before the browser posts.
    expect(JSON.parse(readableCookies().pt ?? '{}')).toMatchObject({ t: 'sector', l: location.pathname });
    stop();
    host?.remove();

    writeSiteConfig({ features: { ajaxRequestOnMobile: true } });
    const again = await bootForm();
    await fillValid(again);
    await userEvent.click(again.getByRole('button', { name: 'Request pricing' }));
    await sentThenNextStep();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.get('frmVariant')).toBe('mobile');
  });
});

describe('the lead form modal (happy-dom)', () => {
  it('opens a storefront event’s form half, sends the event lead, and moves on to the event multilead', async () => {
    const { openLeadForm } = await import('./open-lead-form');
    await openLeadForm({ vendorId: 1000, storefrontId: 5000, eventId: 3 });
    const dialog = within(await screen.findByRole('dialog', { name: "Join Rosewood Estate's event" }));
    const user = await fillValid(dialog);
    await user.click(dialog.getByRole('button', { name: 'Edit message' }));
    await user.click(dialog.getByRole('button', { name: 'Request pricing' }));
    await screen.findByRole('dialog', { name: 'Your message was sent to Rosewood Estate' });
    expect([bodies[0]?.get('id_evento'), bodies[0]?.get('frmInsert')]).toEqual(['3', '28']);
  });

  it('says the form could not be loaded when the server refuses it, and offers to try again', async () => {
    const { openLeadForm } = await import('./open-lead-form');
    openLeadForm({ vendorId: 1001, storefrontId: 5000 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded. Check your connection and try again.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("never shows a vendor's late form in place of the one the couple opened next", async () => {
    const [first, second] = [findVendor(1003)!, findVendor(1020)!];
    // The first vendor's form layer answers late, when the test releases it (then as the stand-in does).
    const late = held();
    server.use(
      http.get('*/landings/form.php', async ({ request }) => {
        if (new URL(request.url).searchParams.get('id_empresa') !== String(first.id)) return;
        await late.arrived;
      }),
    );
    const ctx = createContext(new URL('http://localhost:3000/vendors'), { bundleSrc: '', headExtra: '' });
    host = document.createElement('div');
    host.innerHTML = [first, second].map((vendor) => vendorTile(ctx, vendor).toString()).join('');
    document.body.append(host);
    stop = startWidgets(document, registry);
    const user = userEvent.setup();

    await user.click(screen.getByRole('link', { name: `Request pricing from ${first.name}` }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('link', { name: `Request pricing from ${second.name}` }));
    await screen.findByRole('dialog', { name: `Message ${second.name}` });
    // The first answer comes now (a shown one would take a few ms): the form shown is still the second vendor's.
    late.release();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('dialog', { name: `Message ${second.name}` })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: `Message ${first.name}` })).toBeNull();
  });
});

describe('what the lead form already knows', () => {
  it('fills the approximate date an earlier form remembered in the pb_* cookies', async () => {
    const year = String(new Date().getFullYear() + 1);
    document.cookie = `pb_year=${year}; path=/`;
    document.cookie = 'pb_season=summer; path=/';
    document.cookie = 'pb_flexible_event_date=1; path=/';
    const form = await bootForm();
    expect(form.getByLabelText('Approximate date')).toBeChecked();
    expect(form.getByLabelText('Season')).toHaveValue('summer');
    expect(form.getByLabelText('Year')).toHaveValue(year);
    expect(form.getByRole('checkbox', { name: 'My dates are flexible' })).toBeChecked();
    for (const name of ['pb_year', 'pb_season', 'pb_flexible_event_date']) document.cookie = `${name}=; path=/; max-age=0`;
  });

  it('does not ask an account that saved its venue for it, nor its role, region or consent', async () => {
    const form = await bootForm();
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Email'), 'couple@example.com');
    await user.tab();
    await waitFor(() => expect(form.queryByRole('group', { name: 'Your role in the wedding' })).toBeNull());
    expect(form.getByLabelText('Region of the wedding')).not.toBeVisible();
    expect(form.queryByRole('checkbox', { name: /^I accept/ })).toBeNull();
    await waitFor(() => expect(form.queryByRole('combobox', { name: 'Your venue, if you have one' })).toBeNull());
  });
});

describe('the lead form page’s query', () => {
  it('passes ctaSection and the experiment parameters on with the lead', async () => {
    // render-for-test keeps happy-dom from fetching the page's stylesheet and bundle.
    const { render } = await import('../../fixtures/pages/render-for-test');
    const page = render('/emp-Form.php?id_empresa=1020&ctaSection=gallery&testAB=b&spotlightExperiment=on');
    host = document.createElement('div');
    host.innerHTML = new DOMParser().parseFromString(page!.html, 'text/html').querySelector('form.lead-form')!.outerHTML;
    document.body.append(host);
    stop = startWidgets(document, registry);
    const form = within(host.querySelector('form')!);
    await waitFor(() => expect(host!.querySelector('form')).toHaveAttribute('novalidate'));
    await fillValid(form);
    await userEvent.click(form.getByRole('button', { name: 'Request pricing' }));
    await sentThenNextStep();
    expect([bodies[0]?.get('ctaSection'), bodies[0]?.get('testAB'), bodies[0]?.get('spotlightExperiment')]).toEqual(['gallery', 'b', 'on']);
  });
});
