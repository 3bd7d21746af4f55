import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, collectErrors, logIn, usePreviewInChromium } from './browser-helpers';

const env = usePreviewInChromium();

const VENDOR_ID = 1000;
const RUN_PATH = '/vendors/item/lead/form_half/run';

/** A fresh visitor on a vendor's lead form page (/emp-Form.php), the stand-in reset. */
async function leadPage(query = '', options: { context?: BrowserContext } = {}) {
  const context = options.context ?? (await env.browser.newContext());
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${env.url}home`);
  await page.evaluate(() => window.mockBackend?.reset());
  await page.goto(`${env.url}emp-Form.php?id_empresa=${VENDOR_ID}${query}`);
  await page.waitForSelector('form.lead-form[data-widget-state="mounted"]');
  return { context, page, errors, form: page.locator('form.lead-form') };
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
  await form.getByLabel('Message').fill('Hello! Is our date still available for 90 guests?');
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
    await expect(form.getByLabel('Name').evaluate((el) => el === document.activeElement)).resolves.toBe(true);

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

    const vendor = await env.browser.newContext();
    const vendorPage = await vendor.newPage();
    await vendorPage.goto(`${env.url}home`);
    await logIn(vendorPage, env.url, 'vendor@example.com', 'Vendor2026!');
    await vendorPage.goto(`${env.url}inbox`);
    await vendorPage.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /Jordan Blake/ }).waitFor();
    await vendor.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});
