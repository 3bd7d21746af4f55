import type { FormTracking } from '../../src/api/tracking';
import { seed, type Category, type Conversation, type Favourite, type Lead, type Region, type User, type Vendor, type VendorAccount } from './seed';

/** Who is logged in: a couple (or guest) user, or a vendor account (its vendor id). */
export interface Actor {
  type: 'user' | 'vendor';
  id: number;
}

export interface Session extends Actor {
  sid: string;
  createdAt: string;
}

export interface State {
  vendors: Vendor[];
  categories: Category[];
  regions: Region[];
  users: User[];
  vendorAccounts: VendorAccount[];
  leads: Lead[];
  favourites: Favourite[];
  conversations: Conversation[];
  sessions: Map<string, Session>;
  /** The vendors each couple marked as hired (/tools/VendorsReserved); not in fixtures/data. */
  hired: HiredVendor[];
  /** Form trackings received by /trace/internalTracking.php, in arrival order (not seeded). */
  trackings: ReceivedTracking[];
  /** Every contract call the stand-in took (its path and payload as PHP reads it), in arrival order (not seeded). */
  calls: ReceivedCall[];
}

/** One form tracking as the server received it, with when and from which visitor. */
/** A contract call as the stand-in received it: its path, and the payload decoded as PHP reads it (strings, lists). */
export interface ReceivedCall {
  path: string;
  payload: unknown;
  /** The visitor's GUID cookie the call came with (spec §9: it travels with the tracking pixel), when it had one. */
  visitor?: string;
}

export interface ReceivedTracking extends FormTracking {
  receivedAt: string;
  /** The GUID cookie the request carried, if any. */
  visitor: string | null;
}

/** A vendor a couple hired. */
export interface HiredVendor {
  userId: number;
  vendorId: number;
}

/** The seeded couple (user 1) has booked their bridal salon, Orchard Bridal. */
const SEEDED_HIRED: readonly HiredVendor[] = [{ userId: 1, vendorId: 1013 }];

function fresh(): State {
  return { ...structuredClone(seed), hired: SEEDED_HIRED.map((h) => ({ ...h })), sessions: new Map(), trackings: [], calls: [] };
}

/** The one in-memory state; modules of mocks/db read and write it, nothing else does. */
export let state: State = fresh();

/** Restores the seed: the catalogue, every account, lead, favourite and message as in fixtures/data; no sessions. */
export function reset(): void {
  state = fresh();
}

/** Next id of a table: one more than the largest in use. */
export function nextId(rows: readonly { id: number }[], floor = 0): number {
  return rows.reduce((max, row) => Math.max(max, row.id), floor) + 1;
}

export function now(): string {
  return new Date().toISOString();
}
