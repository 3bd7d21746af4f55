import type * as api from '../../src/api/home';
import { highlightedVendors, homeSwiperRecommendations, realWeddings } from '../../src/api/home';
import { html } from '../../fixtures/pages/html';
import { realWeddingsOf, realWeddingTile, REAL_WEDDINGS_MORE } from '../../fixtures/pages/real-weddings';
import { allVendors, findCategory, findUser, findVendor, isFavourite } from '../db';
import { handle } from '../handle';
import { fragmentContext, notFound, userOf } from './http';
import type { HandlersFor } from './types';
import { vendorCard, vendorSlider } from './vendor-tiles';

/** The stand-ins of the home page's sliders and the storefront's real weddings (src/api/home.ts). */
export const homeHandlers = {
  highlightedVendors: handle(highlightedVendors, ({ payload, request }) =>
    vendorSlider(fragmentContext(request), payload.isVendorAwards === 1 ? 'Couples’ Choice Award winners' : 'Featured vendors', payload.vendorIds.flatMap((id) => findVendor(id) ?? [])),
  ),

  homeSwiperRecommendations: handle(homeSwiperRecommendations, ({ payload, cookies, request }) => {
    const user = userOf(cookies);
    const country = user ? findUser(user.id)?.country : undefined;
    const vendors = allVendors()
      .filter((v) => v.categoryId === payload.idCategory && (!country || v.country === country))
      .slice(0, 6);
    const category = findCategory(payload.idCategory);
    const ctx = fragmentContext(request);
    const slides = vendors.map((v) =>
      vendorCard(ctx, v, { itemClass: 'swiper-slide', meta: v.city, badge: user && isFavourite(user.id, v.id) ? 'Saved' : undefined }),
    );
    return html`<div class="swiper" aria-label="Recommended ${category?.titlePlural ?? 'vendors'}"><ul class="swiper-wrapper">${slides}</ul></div>`.value;
  }),

  /** The vendor's next real weddings after those the slider holds (fixtures/pages/real-weddings.ts); none once all are held. */
  realWeddings: handle(realWeddings, ({ payload }) => {
    const vendor = findVendor(payload.vendorId);
    if (!vendor) return notFound();
    const excluded = new Set(payload.excludedRealWeddingIds);
    const tiles = realWeddingsOf(vendor).filter((w) => !excluded.has(w.id)).slice(0, REAL_WEDDINGS_MORE).map(realWeddingTile);
    return html`<ul class="real-weddings">${tiles}</ul>`.value;
  }),
} satisfies HandlersFor<typeof api>;
