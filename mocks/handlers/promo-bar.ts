import { http, HttpResponse } from 'msw';
import { PROMO_BAR_CLOSE_PATH } from '../../fixtures/pages/promo-bar';
import { storedValues } from '../../src/lib/stored-values';
import { backToReferer, isNativeRequest, redirect } from './http';

const DAY_SECONDS = 86_400;

/**
 * POST /promo-bar/close: the stand-in's own path (not a spec call; the PHP site would need the
 * same) for the promotional bar's close button without JavaScript. It sets the closed cookie for
 * its day (spec §9), as the widget does in the page, and goes back to the page, which then
 * renders no bar.
 */
export const promoBarCloseHandler = http.post(`*${PROMO_BAR_CLOSE_PATH}`, ({ request }) => {
  const { name, days } = storedValues.promoBarClosed;
  const maxAge = typeof days === 'number' ? `; Max-Age=${days * DAY_SECONDS}` : '';
  const cookie: [string, string] = ['Set-Cookie', `${name}=1; Path=/; SameSite=Lax${maxAge}`];
  if (isNativeRequest(request)) return redirect(backToReferer(request, {}), [cookie]);
  return new HttpResponse(null, { status: 204, headers: [cookie] });
});
