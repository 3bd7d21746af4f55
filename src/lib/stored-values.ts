import * as z from 'zod/mini';
import { CHAT_STATE_KEYS } from './chat-state-keys';
import { PERSISTENT_COOKIE_DAYS } from './cookies';
import { GUID_PATTERN, VISITOR_GUID_COOKIE } from './guid';
import { SESSION_POSITION_KEYS } from './session-position';
import { smartBannerClosed, smartBannerInstalled } from './smart-banner-values';
import { jsonValue, textValue, type StoredValue } from './stored-value';
import { SESSION_TRACKING_COOKIE } from './tracking-cookies';

/**
 * Every value the site keeps in the browser (spec §3 "Stored values", §9 "Cookies"), defined once.
 * Lifetimes are spec §9's; a value the spec gives no lifetime for uses the persistent default
 * (9999 days, capped at 400 by browsers) and says so. A name marked "name not in the spec" is
 * ours: the spec names the value but not its key, so check it against the PHP site before use.
 *
 * Import this table where a value is needed (tracking, forms); the header chunk reads its three
 * session cookies through cookies.ts and must not carry this table or its schemas.
 *
 * Spec §3 also lists UC, `ie`, `headerShowed`, `it-nfd` (page, position, frm-insert), and the
 * session id with the access and refresh tokens of an app log-in. The spec says nothing of what
 * writes or reads the first four. The session and the app's tokens are the server's and the
 * app's: the session is an HttpOnly cookie the page never reads, and the app's log-in proxy
 * (src/flows/auth/app-login-proxy.ts) hands the app the server's answer, cookies and all, without
 * reading tokens. None is declared here until something of the page uses it (README, "Stored values").
 */

/** Spec §9: the storage helper keeps localStorage values 365 days. */
export const STORAGE_HELPER_DAYS = 365;
/** Spec §9: stored chat state expires after 1 day. */
export const CHAT_STATE_DAYS = 1;

const DEFAULT = PERSISTENT_COOKIE_DAYS;
const accountId = z.string().check(z.regex(/^[1-9]\d*$/));
const flag = z.literal('1');
const guid = z.string().check(z.regex(GUID_PATTERN));
const count = z.number().check(z.int(), z.nonnegative());

/** Session tracking cookie pt as stored: one-letter keys keep the cookie short (tracking-cookies.ts writes it). */
export const sessionTrackingSchema = z.object({
  /** Last listing type. */
  t: z.optional(z.string()),
  /** Last listing. */
  l: z.optional(z.string()),
  /** Origin. */
  o: z.optional(z.string()),
  /** Reduced origin. */
  r: z.optional(z.string()),
});
export type StoredSessionTracking = z.infer<typeof sessionTrackingSchema>;

/** At most this many last searches are kept (our number: the spec gives none). */
export const LAST_SEARCHES_MAX = 5;
/** One last search: what the searcher showed and the listing it landed on. */
export const lastSearchSchema = z.object({ label: z.string().check(z.maxLength(120)), url: z.string().check(z.maxLength(300)) });
export type LastSearch = z.infer<typeof lastSearchSchema>;
export const lastSearchesSchema = z.array(lastSearchSchema).check(z.maxLength(LAST_SEARCHES_MAX));

const chatId = z.optional(z.union([z.string(), z.number()]));
/** Spec §3 "Stored chat state"; field types are not given, so ids take a string or a number. */
export const chatStateSchema = z.object({
  idConversation: chatId,
  fromId: chatId,
  fromType: z.optional(z.string()),
  questionId: chatId,
  flowId: chatId,
  categId: chatId,
  sectorId: chatId,
  status: z.optional(z.enum(['open', 'minimized', 'hidden', 'close'])),
  actorName: z.optional(z.string()),
  actorAvatar: z.optional(z.string()),
  TTL: z.optional(z.number()),
  forceConcierge: z.optional(z.boolean()),
});
export type ChatState = z.infer<typeof chatStateSchema>;

export const storedValues = {
  /** Visitor id: written with the first tracking or analytics event (guid.ts `visitorGuid()`, through cookies.ts). */
  visitorGuid: textValue('cookie', VISITOR_GUID_COOKIE, DEFAULT, guid),
  userId: textValue('cookie', 'USER_ID', DEFAULT, accountId),
  vendorId: textValue('cookie', 'EMP_ID', DEFAULT, accountId),
  userType: textValue('cookie', 'USER_TIPO', DEFAULT),
  /** Session tracking: session-only, as its name says. */
  sessionTracking: jsonValue('cookie', SESSION_TRACKING_COOKIE, 'session', sessionTrackingSchema),
  /** Spec §3 "concierge manually-closed cookie": manual-close suppression 1 day on the web, 3 in the app (§9); the name is ours, not in the spec. */
  conciergeClosed: { web: textValue('cookie', 'conciergeClosed', 1, flag), app: textValue('cookie', 'conciergeClosed', 3, flag) },
  /** Smart banner: hidden 1 day after close, 7 days after a click on the store link (smart-banner-values.ts). */
  smartBannerClosed,
  smartBannerInstalled,
  /** The back-click cookie: 1 day. */
  multileadBackClicks: jsonValue('cookie', 'multilead-category-num-back-clicks', 1, count),
  // No lifetime in the spec: persistent default.
  messageRequestSuccess: textValue('cookie', 'messageRequestSuccess', DEFAULT),
  /** Value 1 for 7 days. */
  expertAdvice: textValue('cookie', 'EXPERT_ADVICE', 7, flag),
  // No lifetime in the spec for the rest of these cookies: persistent default.
  expertAdviceScheduled: textValue('cookie', 'EXPERT_ADVICE_SCHEDULED', DEFAULT, flag),
  eventYear: jsonValue('cookie', 'pb_year', DEFAULT, z.number().check(z.int(), z.gte(1900), z.lte(9999))),
  eventDate: textValue('cookie', 'pb_fecha', DEFAULT),
  eventMonth: jsonValue('cookie', 'pb_month', DEFAULT, z.number().check(z.int(), z.gte(1), z.lte(12))),
  eventSeason: textValue('cookie', 'pb_season', DEFAULT),
  flexibleEventDate: textValue('cookie', 'pb_flexible_event_date', DEFAULT),
  /** Manually unset location: 2 days (name not in the spec). */
  locationUnset: textValue('cookie', 'locationManuallyUnset', 2, flag),
  /** Promotional bar closed: 1 day (name not in the spec). */
  promoBarClosed: textValue('cookie', 'promoBarClosed', 1, flag),
  /** Footer layers hidden when the cookie is 1: session only, written only with personalization consent. */
  hideSCF: textValue('cookie', 'hideSCF', 'session', flag),
  hidePromoteInboundNumber: textValue('cookie', 'hidePromoteInboundNumber', 'session', flag),
  hideCCA: textValue('cookie', 'hideCCA', 'session', flag),
  /**
   * The searcher's last searches, newest first (name and shape not in the spec: spec §2 names a
   * last-search slider on the home page and last searches in the phone searcher). A cookie, so the
   * server can render the home page's slider; kept as long as the storage helper keeps values.
   */
  lastSearches: jsonValue('cookie', 'lastSearches', STORAGE_HELPER_DAYS, lastSearchesSchema),
  /** The session's geolocation: the searcher reads and writes it through session-position.ts, with no zod. */
  latitude: jsonValue('sessionStorage', SESSION_POSITION_KEYS.latitude, 'session', z.number().check(z.gte(-90), z.lte(90))),
  longitude: jsonValue('sessionStorage', SESSION_POSITION_KEYS.longitude, 'session', z.number().check(z.gte(-180), z.lte(180))),
  /** Stored chat state, local storage namespace 'bot' or 'concierge', 1 day. */
  chatState: {
    bot: jsonValue('localStorage', CHAT_STATE_KEYS.bot, CHAT_STATE_DAYS, chatStateSchema),
    concierge: jsonValue('localStorage', CHAT_STATE_KEYS.concierge, CHAT_STATE_DAYS, chatStateSchema),
  },
} as const;

/** A vendor's gallery position in the listing, kept for the session (its value type is not in the spec). */
export function listingVendorGallery(vendorId: number): StoredValue<number> {
  return jsonValue('sessionStorage', `listingVendorGallery.${vendorId}`, 'session', count);
}

/** A value kept by the storage helper: localStorage, 365 days. */
export function storageHelperValue<T>(name: string, schema: z.ZodMiniType<T>): StoredValue<T> {
  return jsonValue('localStorage', name, STORAGE_HELPER_DAYS, schema);
}
