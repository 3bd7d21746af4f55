import type { RequestHandler } from 'msw';
import type { contractByResource } from '../../src/api';
import { accountsHandlers, logoutHandler } from './accounts';
import { chatHandlers } from './chat';
import { chatRequestsHandlers } from './chat-requests';
import { citiesHandlers } from './cities';
import { controlHandlers } from './control';
import { expertAdviceHandlers } from './expert-advice';
import { geolocationHandlers } from './geolocation';
import { headerHandlers } from './header';
import { homeHandlers } from './home';
import { layersHandlers } from './layers';
import { leadsHandlers } from './leads';
import { listingHandlers } from './listing';
import { multiCategoryLeadHandlers, multiCategoryRedirectHandler } from './multi-category-lead';
import { searcherHandlers } from './searcher';
import { smartBannerCloseHandler } from './smart-banner';
import { promoBarCloseHandler } from './promo-bar';
import { trackingHandlers } from './tracking';
import { vendorManagerHandlers } from './vendor-manager';

/** The contract's handlers by resource, each map checked against its contract module. */
export const handlersByResource = {
  accounts: accountsHandlers,
  chat: chatHandlers,
  chatRequests: chatRequestsHandlers,
  cities: citiesHandlers,
  expertAdvice: expertAdviceHandlers,
  geolocation: geolocationHandlers,
  header: headerHandlers,
  home: homeHandlers,
  layers: layersHandlers,
  leads: leadsHandlers,
  listing: listingHandlers,
  multiCategoryLead: multiCategoryLeadHandlers,
  searcher: searcherHandlers,
  tracking: trackingHandlers,
  vendorManager: vendorManagerHandlers,
} satisfies Record<keyof typeof contractByResource, object>;

/**
 * Every HTTP handler of the stand-in backend: the control endpoints first (no scenario
 * applies to them; the scenarios themselves act inside `handle()`), then the log-out link, the
 * multi-category redirect link, the smart banner's close without JavaScript and the contract's endpoints. Order matters where two
 * endpoints share a path (JSON mode first, with its `when`).
 */
export const handlers: RequestHandler[] = [
  ...controlHandlers,
  logoutHandler,
  multiCategoryRedirectHandler,
  smartBannerCloseHandler,
  promoBarCloseHandler,
  ...Object.values(handlersByResource).flatMap((byEndpoint) => Object.values(byEndpoint)),
];
