import type * as api from '../../src/api/vendor-manager';
import {
  deleteFavourite,
  homeSwiperRecommendations,
  saveFavourite,
  weddingDateModal,
  weddingDateRun,
} from '../../src/api/vendor-manager';
import { addFavourite, allVendors, findCategory, findUser, findVendor, isFavourite, removeFavourite, updateUser } from '../db';
import { handle } from '../handle';
import { backToReferer, escapeHtml, isNativeRequest, notFound, redirect, unauthorized, userOf } from './http';
import type { HandlersFor } from './types';
import { storefrontUrl } from './vendor-tiles';

/** Native links and GET forms come back to the page they were on; ajax calls get the empty answer. */
function done(request: Request, params: Record<string, string> = {}): Response | undefined {
  return isNativeRequest(request) ? redirect(backToReferer(request, params)) : undefined;
}

/** 'YYYY-M-D' as the server stores it, 'YYYY-MM-DD'. */
function padDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
}

export const vendorManagerHandlers = {
  saveFavourite: handle(saveFavourite, ({ payload, cookies, request }) => {
    const user = userOf(cookies);
    if (!user) return unauthorized();
    if (!findVendor(payload.vendorId)) return notFound();
    addFavourite(user.id, payload.vendorId, payload.insertSource);
    return done(request);
  }),

  deleteFavourite: handle(deleteFavourite, ({ payload, cookies, request }) => {
    const user = userOf(cookies);
    if (!user) return unauthorized();
    removeFavourite(user.id, payload.id_empresa);
    return done(request);
  }),

  weddingDateModal: handle(
    weddingDateModal,
    ({ cookies }) => {
      const user = userOf(cookies);
      const date = user ? (findUser(user.id)?.weddingDate ?? '') : '';
      return `<section class="wedding-date" aria-labelledby="wedding-date-title">
<h2 id="wedding-date-title">Your wedding date</h2>
<form class="form" method="get" action="/tools/WeddingDateRun">
<input type="hidden" name="isResponsive" value="1">
<div class="field"><label class="field__label" for="wedding-date-input">Wedding date</label>
<input class="field__input" id="wedding-date-input" name="date" type="date" value="${escapeHtml(date)}" required></div>
<div class="form__error" role="alert" hidden></div>
<button class="btn btn--primary btn--block" type="submit">Save date</button>
</form>
</section>`;
    },
    // The page /tools/WeddingDate (no isResponsive) belongs to the fixture site.
    { when: (raw) => 'isResponsive' in raw },
  ),

  weddingDateRun: handle(weddingDateRun, ({ payload, cookies, request }) => {
    const user = userOf(cookies);
    if (!user) return isNativeRequest(request) ? redirect('/users-login.php') : unauthorized();
    updateUser(user.id, { weddingDate: padDate(payload.date) });
    return done(request);
  }),

  homeSwiperRecommendations: handle(homeSwiperRecommendations, ({ payload, cookies }) => {
    const user = userOf(cookies);
    const country = user ? findUser(user.id)?.country : undefined;
    const vendors = allVendors()
      .filter((v) => v.categoryId === payload.idCategory && (!country || v.country === country))
      .slice(0, 6);
    const category = findCategory(payload.idCategory);
    const slides = vendors
      .map((v) => {
        const saved = user ? isFavourite(user.id, v.id) : false;
        return `<li class="swiper-slide"><a class="vendor-card" href="${storefrontUrl(v)}"><img src="${v.image}" alt="" width="320" height="240" loading="lazy"><span class="vendor-card__name">${escapeHtml(v.name)}</span><span class="vendor-card__place">${escapeHtml(v.city)}</span></a>${saved ? '<span class="badge">Saved</span>' : ''}</li>`;
      })
      .join('\n');
    return `<div class="swiper" aria-label="Recommended ${escapeHtml(category?.titlePlural ?? 'vendors')}"><ul class="swiper-wrapper">
${slides}
</ul></div>`;
  }),
} satisfies HandlersFor<typeof api>;
