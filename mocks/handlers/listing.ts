import type * as api from '../../src/api/listing';
import {
  contestFooter,
  coupleChoiceAwardsFooter,
  dealLayer,
  featuredVendors,
  promoteInboundNumberFooter,
  svgIcon,
  vendorsGallery,
} from '../../src/api/listing';
import { HttpResponse } from 'msw';
import { storefrontPath, vendorPhotos } from '../../fixtures/pages/data';
import { html } from '../../fixtures/pages/html';
import { allVendors, findCategory, findVendor } from '../db';
import { handle } from '../handle';
import { fragmentContext, notFound } from './http';
import { ICONS } from './icons';
import type { HandlersFor } from './types';
import { vendorSlider } from './vendor-tiles';

/** A listing tile's gallery: four of the vendor's photos. */
const GALLERY_SIZE = 4;

function footerLayer(kind: string, title: string, text: string, cta: [string, string]): string {
  return html`<aside class="footer-layer footer-layer--${kind}" aria-labelledby="footer-layer-${kind}"><h2 id="footer-layer-${kind}">${title}</h2><p>${text}</p><a class="btn btn--primary" href="${cta[1]}">${cta[0]}</a><button class="footer-layer__close" type="button" aria-label="Close">×</button></aside>`.value;
}

export const listingHandlers = {
  dealLayer: handle(dealLayer, ({ payload }) => {
    const vendor = findVendor(payload.vendorId);
    if (!vendor?.hasDeal) return notFound('This vendor has no deal.');
    return {
      categoryName: findCategory(vendor.categoryId)?.name ?? '',
      title: `10% off when you book ${vendor.name}`,
      url: `${storefrontPath(vendor)}#deals`,
      description: `Book ${vendor.name} before the end of the season and save 10% on any package.`,
    };
  }),

  vendorsGallery: handle(vendorsGallery, ({ payload }) => ({
    listingVendorsGalleryJson: Object.fromEntries(
      payload.vendorIds.flatMap((id) => {
        const vendor = findVendor(id);
        return vendor ? [[String(id), vendorPhotos(vendor, GALLERY_SIZE)]] : [];
      }),
    ),
  })),

  contestFooter: handle(contestFooter, () =>
    footerLayer('contest', 'Win $5,000 for your wedding', 'Enter our monthly giveaway: one couple wins every month.', ['Enter now', '/contest'])),

  promoteInboundNumberFooter: handle(promoteInboundNumberFooter, () =>
    footerLayer('inbound', 'Talk to a wedding expert', 'Call us free on 1-800-555-0199, Monday to Friday 9am–9pm.', ['Call now', 'tel:+18005550199'])),

  coupleChoiceAwardsFooter: handle(coupleChoiceAwardsFooter, () =>
    footerLayer('cca', 'This year’s Couples’ Choice Awards', 'Discover the vendors couples rated best this year.', ['See the winners', '/couples-choice-awards'])),

  svgIcon: handle(svgIcon, ({ params }) => {
    const name = String(params.name ?? '');
    const svg = ICONS[name];
    if (!svg) return notFound(`No icon ${name}.`);
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),

  featuredVendors: handle(featuredVendors, ({ payload, request }) => {
    const picked = payload.vendorIds.length ? payload.vendorIds.flatMap((id) => findVendor(id) ?? []) : allVendors().filter((v) => v.premium).slice(0, 8);
    const title = payload.isVendorAwards === 1 ? 'Couples’ Choice Award winners' : 'Featured vendors';
    return vendorSlider(fragmentContext(request), title, picked);
  }),
} satisfies HandlersFor<typeof api>;
