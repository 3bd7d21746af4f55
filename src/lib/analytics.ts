import { getSiteConfig } from './config';
import { readIdCookie } from './cookies';
import { visitorGuid } from './guid';

/** The analytics event of leads sent (the analytics service's recommended name for a lead; the spec names none). */
export const LEAD_EVENT = 'generate_lead';

/** Spec §3: the dimensions every analytics event carries (absent ones are left out). */
export interface AnalyticsDimensions {
  reduced: string;
  userId: string;
  clientId: string;
  category: string;
  vendorId: string;
  listingId: string;
  insertForm: string;
  timestamp: string;
  leadCategory: string;
  leadGroup: string;
  /**
   * Spec §6 "married flag for remarketing": '1' on every event of a logged-in couple the server
   * calls married (its site config's `married: true`, e.g. a wedding date gone by). The spec names
   * neither the flag's source nor its carrier: a dimension of every event is ours, so that the
   * services' remarketing lists can use it.
   */
  married: string;
}

/** Spec §3: what a vendor tile reports (impressions, clicks). */
export interface VendorTileItem {
  vendorId: number;
  storefrontId: number;
  scoreId?: number;
  name: string;
  position: number;
  list: string;
  variant?: string;
  brand: 'premium' | 'free';
}

export interface AnalyticsEvent {
  name: string;
  dimensions: Partial<AnalyticsDimensions>;
  items?: VendorTileItem[];
}

/** One hit as a service gets it. */
export type AnalyticsHit = { service: 'analytics'; payload: Record<string, unknown> } | { service: 'legacy'; payload: unknown[] };

type LegacyQueue = ((...command: unknown[]) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    dataLayer?: unknown[];
    ga?: LegacyQueue;
  }
}

/**
 * Legacy custom dimensions, in the spec's order (spec §3 lists them; the slots are ours: check
 * them against the legacy property before going live).
 */
const LEGACY_SLOTS: (keyof AnalyticsDimensions)[] = ['reduced', 'userId', 'clientId', 'category', 'vendorId', 'listingId', 'insertForm', 'timestamp', 'leadCategory', 'leadGroup', 'married'];

const sent: AnalyticsHit[] = [];

/**
 * Sends an event to both analytics services through their page queues: the analytics service's
 * `dataLayer` and the legacy service's `ga()` command queue. The PHP page loads their scripts;
 * where it does not (tests, the preview) the queues keep what would be sent, and so does
 * `sentAnalytics()`. The page's tracked section, user, visitor and time are added here.
 */
export function sendAnalytics(name: string, dimensions: Partial<AnalyticsDimensions> = {}, items?: VendorTileItem[]): void {
  const event: AnalyticsEvent = { name, dimensions: { ...pageDimensions(), ...dimensions }, ...(items ? { items } : {}) };
  for (const hit of hitsOf(event)) {
    sent.push(hit);
    if (hit.service === 'analytics') (window.dataLayer ??= []).push(hit.payload);
    else legacyQueue()(...hit.payload);
  }
}

/** Every hit sent since the page loaded, oldest first (what the services' scripts would get). */
export function sentAnalytics(): readonly AnalyticsHit[] {
  return sent;
}

/** The hits of one event: a dataLayer object, and a legacy `send` command with its dimension slots. */
export function hitsOf({ name, dimensions, items }: AnalyticsEvent): AnalyticsHit[] {
  const legacy: Record<string, unknown> = { hitType: 'event', eventCategory: dimensions.category ?? 'widgets', eventAction: name, eventLabel: dimensions.reduced ?? '' };
  LEGACY_SLOTS.forEach((key, i) => {
    if (dimensions[key] !== undefined) legacy[`dimension${i + 1}`] = dimensions[key];
  });
  if (items) {
    legacy.nonInteraction = true;
    legacy.eventLabel = items.map((item) => `${item.list}:${item.position}:${item.vendorId}`).join(',');
  }
  return [
    { service: 'analytics', payload: { event: name, ...dimensions, ...(items ? { ecommerce: { items } } : {}) } },
    { service: 'legacy', payload: ['send', legacy] },
  ];
}

function pageDimensions(): Partial<AnalyticsDimensions> {
  const { reduced, married } = getSiteConfig();
  const userId = readIdCookie('USER_ID');
  return {
    reduced,
    timestamp: new Date().toISOString(),
    ...(userId && { userId: String(userId), ...(married === true && { married: '1' }) }),
    // Spec §9: the visitor's GUID cookie, written with the first event when the visitor has none.
    clientId: visitorGuid(),
  };
}

/** The legacy service's queue: its own `ga` once its script ran, else the standard stub that queues commands. */
function legacyQueue(): LegacyQueue {
  if (typeof window.ga !== 'function') {
    const stub: LegacyQueue = (...command) => void (stub.q ??= []).push(command);
    window.ga = stub;
  }
  return window.ga;
}
