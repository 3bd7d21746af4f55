import type { z } from 'zod';
import type { chatVendors } from '../../src/api/chat';
import type { HandlerContext } from '../handle';
import { contactedVendorIds, findCategory, findUser, searchCities, vendorsNear, type Actor } from '../db';
import { isValidMail } from './account-rules';
import { toVendorTile } from './vendor-tiles';

// The chatbot's side of the conversation: its answers, vendor picks and input checks.

export const CONCIERGE_REPLY = 'Thanks! One of our wedding experts will get back to you shortly.';
/** The vendors' concierge (spec §3 template 2, vendor help): its greeting and its answer. Our words. */
export const VENDOR_CONCIERGE_GREETING = 'Hi! I am the vendor concierge. How can I help with your storefront or your requests?';
export const VENDOR_CONCIERGE_REPLY = 'Thanks! Our vendor support team will get back to you shortly.';

/** Spec §3: chatbot message types with free input the server checks. */
const NUMBER_TYPES = new Set([3, 4]);
const LOCATION_TYPE = 5;
const NAME_TYPE = 10;
const MAIL_TYPE = 11;
const PHONE_TYPE = 12;
/** After this many failed tries the bot takes the answer as it is rather than loop. */
const MAX_TRIES = 3;

/** The bot's complaint about a free-text answer, or undefined when it is fine. */
export function chatValidationError(type: number, reply: string, tries: number): string | undefined {
  if (tries >= MAX_TRIES) return undefined;
  const text = reply.trim();
  if (NUMBER_TYPES.has(type) && !/^\d+$/.test(text)) return 'Please enter a number, for example 120.';
  // A place as typed, or as the city search labels it ('City, Region').
  if (type === LOCATION_TYPE && searchCities(text.split(',')[0] ?? '').length === 0) return 'We could not find that city. Please try another one.';
  if (type === NAME_TYPE && text.length < 2) return 'Please tell us your name.';
  if (type === MAIL_TYPE && !isValidMail(text)) return 'Please enter a valid email address.';
  if (type === PHONE_TYPE && text.replace(/\D/g, '').length < 6) return 'Please enter a valid phone number';
  return undefined;
}

type VendorsPayload = HandlerContext<typeof chatVendors>['payload'];
type VendorsAnswer = z.input<(typeof chatVendors)['answer']['schema']>;

/** Up to five vendors of the chat's category near the chosen place, leaving out those already contacted. */
export function chatVendorsFor(payload: VendorsPayload, user: Actor | undefined): VendorsAnswer {
  const categoryId = payload.categId ?? payload.sectorId ?? 1;
  const regionId = payload.provinciaId ?? (user ? (findUser(user.id)?.regionId ?? undefined) : undefined);
  const contacted = user ? contactedVendorIds(user.id) : new Set<number>();
  const vendors = vendorsNear(categoryId, { regionId }).filter((v) => !contacted.has(v.id)).slice(0, 5);
  const categoryName = findCategory(categoryId)?.titlePlural ?? 'vendors';
  return {
    vendors: vendors.map(toVendorTile),
    quickReplies: [
      { ID: 1, TEXT: `Request pricing from all ${categoryName}`, ICON: 'send', IS_ALL: true },
      { ID: 2, TEXT: 'Show me other options', ICON: 'refresh', IS_ALL: false },
    ],
  };
}
