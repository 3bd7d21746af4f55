import * as accounts from './accounts';
import * as chat from './chat';
import * as chatRequests from './chat-requests';
import * as cities from './cities';
import * as expertAdvice from './expert-advice';
import { pickEndpoints } from './fields';
import * as geolocation from './geolocation';
import * as header from './header';
import * as home from './home';
import * as layers from './layers';
import * as leads from './leads';
import * as listing from './listing';
import * as multiCategoryLead from './multi-category-lead';
import * as searcher from './searcher';
import * as tracking from './tracking';
import * as vendorManager from './vendor-manager';

/**
 * Every call of spec §7, by resource. Widgets import single endpoints from the resource
 * files (so bundles stay small); this index is for the stand-in backend and its tests.
 */
export const contractByResource = {
  accounts: pickEndpoints(accounts),
  chat: pickEndpoints(chat),
  chatRequests: pickEndpoints(chatRequests),
  cities: pickEndpoints(cities),
  expertAdvice: pickEndpoints(expertAdvice),
  geolocation: pickEndpoints(geolocation),
  header: pickEndpoints(header),
  home: pickEndpoints(home),
  layers: pickEndpoints(layers),
  leads: pickEndpoints(leads),
  listing: pickEndpoints(listing),
  multiCategoryLead: pickEndpoints(multiCategoryLead),
  searcher: pickEndpoints(searcher),
  tracking: pickEndpoints(tracking),
  vendorManager: pickEndpoints(vendorManager),
};

type ContractByResource = typeof contractByResource;
type Flatten<T> = { [R in keyof T]: T[R] }[keyof T];
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every endpoint, keyed by its export name (`login`, `citySuggest`…). */
export type Contract = UnionToIntersection<Flatten<ContractByResource>>;
export type ContractKey = keyof Contract;

/** Every endpoint, keyed by its export name: the list a test checks against the mock handlers. */
export const contract = Object.assign({}, ...Object.values(contractByResource)) as Contract;
