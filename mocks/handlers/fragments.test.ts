import { getByRole, getByText } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { call } from '../../src/api/call';
import { featuredVendors } from '../../src/api/listing';
import { landingForm } from '../../src/api/leads';
import { multiLeadRun } from '../../src/api/multi-category-lead';
import { highlightedVendors, homeSwiperRecommendations } from '../../src/api/home';
import { findCategory, findVendor, type Vendor } from '../db';
import { logInAs, useMockBackend } from '../testing';

useMockBackend();

// Catalogue text reaches the stand-in's HTML fragments; like PHP's htmlspecialchars, the
// fragments must show it as text and keep it inside its attribute. reset() restores the seed.
const MARKUP = '<img src=x onerror=alert(1)>';
const IMAGE = '/fixtures/img/vendor-1.svg" onerror="alert(1)';
const SLUG = 'rose"wood';

/** Gives a catalogue vendor a hostile name, image URL and slug. */
function hostileVendor(id: number): Vendor {
  const vendor = findVendor(id);
  if (!vendor) throw new Error(`no vendor ${id}`);
  return Object.assign(vendor, { name: MARKUP, image: IMAGE, slug: SLUG });
}

/** Puts an HTML answer in the document, as the widget that fetched it would. */
function show(result: Awaited<ReturnType<typeof call>>): HTMLElement {
  if (!result.ok || typeof result.data !== 'string') throw new Error(`no HTML: ${JSON.stringify(result)}`);
  document.body.innerHTML = result.data;
  return document.body;
}

/** What an injected element or handler would leave behind. */
function injected(body: HTMLElement): Element[] {
  return [...body.querySelectorAll('*')].filter((el) => el.hasAttribute('onerror') || el.getAttribute('src') === 'x');
}

/** A vendor card of the sliders: the name as text, the link to the storefront, the picture's own URL. */
function expectVendorCard(body: HTMLElement, vendor: Vendor): void {
  const link = getByRole(body, 'link', { name: (name) => name.startsWith(MARKUP) });
  expect(link).toHaveAttribute('href', `/biz/${SLUG}-${vendor.id}.html`);
  expect(getByText(link, MARKUP)).toBeInTheDocument();
  expect(link.querySelector('img')).toHaveAttribute('src', IMAGE);
  expect(injected(body)).toEqual([]);
}

describe('stand-in HTML fragments show catalogue text as text', () => {
  test('the multi-lead cross-sell names a category with markup in its name as text', async () => {
    Object.assign(findCategory(6) ?? {}, { name: MARKUP });
    await logInAs('couple');

    const sent = await call(multiLeadRun, { vendorsEscaparateId: [findVendor(1019)?.storefrontId ?? 0], categoryId: 1, Comentario: 'We would love to hear about your availability.' });

    const body = show(sent.ok ? { ...sent, data: sent.data.nextStep?.html } : sent);
    expect(getByRole(body, 'link', { name: MARKUP })).toHaveAttribute('href', '/multi-category-lead?categoryId=6');
    expect(injected(body)).toEqual([]);
  });

  test('the home vendor-manager swiper shows a hostile vendor’s name, picture and link as given', async () => {
    const vendor = hostileVendor(1000);

    const body = show(await call(homeSwiperRecommendations, { idCategory: vendor.categoryId, isResponsive: 1 }));

    expectVendorCard(body, vendor);
  });

  test('the featured-vendors slider shows a hostile vendor’s name, picture and link as given', async () => {
    const vendor = hostileVendor(1000);

    const body = show(await call(featuredVendors, { vendorIds: [vendor.id] }));

    expect(getByRole(body, 'region', { name: 'Featured vendors' })).toBeInTheDocument();
    expectVendorCard(body, vendor);
  });

  test('the searcher’s highlighted-vendors slider shows a hostile vendor’s name, picture and link as given', async () => {
    const vendor = hostileVendor(1000);

    expectVendorCard(show(await call(highlightedVendors, { vendorIds: [vendor.id] })), vendor);
  });

  test('the lead-form layer titles the form with the vendor’s name as text', async () => {
    const vendor = hostileVendor(1000);

    const body = show(await call(landingForm, { id_empresa: vendor.id }));

    expect(getByRole(body, 'heading', { level: 2 })).toHaveTextContent(`Message ${MARKUP}`);
    expect((getByRole(body, 'textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toContain(MARKUP);
    expect(injected(body)).toEqual([]);
  });
});
