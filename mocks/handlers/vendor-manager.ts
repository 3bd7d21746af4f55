import { sameSitePath } from '../../fixtures/pages/venue-list-vrm';
import { weddingDateLayer } from '../../fixtures/pages/wedding-date';
import type * as api from '../../src/api/vendor-manager';
import {
  addVendor,
  deleteFavourite,
  markHired,
  saveFavourite,
  weddingDateModal,
  weddingDateRun,
} from '../../src/api/vendor-manager';
import { addFavourite, findUser, findVendor, markHired as markVendorHired, removeFavourite, updateUser } from '../db';
import { handle } from '../handle';
import { backToReferer, fragmentContext, isNativeRequest, notFound, redirect, unauthorized, userOf } from './http';
import type { HandlersFor } from './types';

/** Native links and GET forms come back to the page they were on; ajax calls get the empty answer. */
function done(request: Request, params: Record<string, string> = {}, fallback = '/'): Response | undefined {
  return isNativeRequest(request) ? redirect(backToReferer(request, params, fallback)) : undefined;
}

/** Where the vendor manager's native links come back to without a Referer: the category's page, or the manager. */
function managerPage(idCateg: number | undefined): string {
  return idCateg ? `/tools/VendorsCateg?id_categ=${idCateg}` : '/tools/Vendors';
}



/** Without a couple's session: a native heart (a GET form) goes to the log-in page, a call gets 401. */
function logInFirst(request: Request): Response {
  return isNativeRequest(request) ? redirect('/users-login.php') : unauthorized();
}

/** 'YYYY-M-D' as the server stores it, 'YYYY-MM-DD'. */
function padDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
}

export const vendorManagerHandlers = {
  saveFavourite: handle(saveFavourite, ({ payload, cookies, request }) => {
    const user = userOf(cookies);
    if (!user) return logInFirst(request);
    if (!findVendor(payload.vendorId)) return notFound();
    addFavourite(user.id, payload.vendorId, payload.insertSource);
    return done(request);
  }),

  deleteFavourite: handle(deleteFavourite, ({ payload, cookies, request }) => {
    const user = userOf(cookies);
    if (!user) return logInFirst(request);
    removeFavourite(user.id, payload.id_empresa);
    return done(request, {}, payload.id_categ ? managerPage(payload.id_categ) : '/');
  }),

  markHired: handle(markHired, ({ payload, cookies, request }) => {
    const user = userOf(cookies);
    if (!user) return logInFirst(request);
    const vendor = findVendor(payload.idEmpresa);
    if (!vendor) return notFound();
    markVendorHired(user.id, vendor.id);
    if (!isNativeRequest(request)) return undefined;
    // From the venue list: back where the couple came from, when that is on this site.
    if (payload.referrerUrl !== undefined) return redirect(sameSitePath(payload.referrerUrl, new URL(request.url)) ?? managerPage(undefined));
    return redirect(backToReferer(request, {}, managerPage(vendor.categoryId)));
  }),

  addVendor: handle(addVendor, ({ payload, cookies, request }) => {
    const user = userOf(cookies);
    if (!user) return logInFirst(request);
    if (!findVendor(payload.id_empresa)) return notFound();
    addFavourite(user.id, payload.id_empresa, 'vendor-manager');
    return done(request, {}, managerPage(payload.id_categ));
  }),

  weddingDateModal: handle(
    weddingDateModal,
    ({ cookies, request }) => {
      const user = userOf(cookies);
      const date = user ? (findUser(user.id)?.weddingDate ?? '') : '';
      return weddingDateLayer(fragmentContext(request), date).value;
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
} satisfies HandlersFor<typeof api>;
