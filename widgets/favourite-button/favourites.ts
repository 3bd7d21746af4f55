import { createStore } from 'zustand/vanilla';
import { call } from '../../src/api/call';
import { deleteFavourite, saveFavourite } from '../../src/api/vendor-manager';
import { on } from '../../src/lib/events';
import { getSiteConfig } from '../../src/lib/config';
import { importAgain } from '../../src/lib/import-again';
import { requireAccount } from '../../src/state/account';
import { sessionStore } from '../../src/state/session';

export interface FavouritesState {
  /**
   * Vendor id → saved, as far as the page knows: what the server HTML of each heart said as it
   * hydrated, then the person's toggles.
   */
  saved: Readonly<Record<number, boolean>>;
}

/**
 * What a toggle came to: saved or removed on the server, the log-in layer closed, the save or
 * removal failed (the hearts went back), or the log-in layer's code could not load.
 */
export type ToggleOutcome = 'saved' | 'removed' | 'cancelled' | 'save-failed' | 'remove-failed' | 'no-layer';

/** The page's favourite vendors, shared by every heart (spec §4: all copies of a vendor's button agree). */
export const favouritesStore = createStore<FavouritesState>(() => ({ saved: {} }));

/**
 * Each vendor's toggles under way (log-in layer open or call in flight), one after the other: a
 * second click starts from where the first one left the vendor, and none is lost.
 */
const queues = new Map<number, Promise<ToggleOutcome>>();

/** Vendors toggled on this page: what the person did here is newer than any page printed around it. */
const toggled = new Set<number>();

const HEARTS = '[data-widget="favourite-button"]';

/** Every copy of the vendor's heart on the page shows `saved` (spec §4: all copies agree). */
export function paintHearts(doc: Document, vendorId: number, saved: boolean): void {
  for (const heart of doc.querySelectorAll<HTMLElement>(HEARTS)) {
    if (Number(heart.dataset.vendorId) === vendorId) heart.setAttribute('aria-pressed', String(saved));
  }
}

// After a log-in, the account's hearts as the server prints them (src/flows/auth/hearts-after-auth.ts),
// painted on every heart, hydrated or not, but for a vendor the person toggled here.
on('favourites:known', ({ saved }) => {
  for (const [id, isSavedNow] of Object.entries(saved)) {
    const vendorId = Number(id);
    if (toggled.has(vendorId)) continue;
    seedFavourite(vendorId, isSavedNow);
    paintHearts(document, vendorId, isSavedNow);
  }
});

/** Whether the page knows `vendorId` as saved. */
export function isSaved(vendorId: number): boolean {
  return favouritesStore.getState().saved[vendorId] === true;
}

/**
 * Takes what a heart's server HTML says (its aria-pressed). Server HTML is as new as anything the
 * page knows (a heart hydrating late carries what the other copies were painted), so it wins,
 * unless a toggle of that vendor is under way.
 */
export function seedFavourite(vendorId: number, saved: boolean): void {
  if (queues.has(vendorId) || isSaved(vendorId) === saved) return;
  setSaved(vendorId, saved);
}

/**
 * Spec §4/§6: saves or removes a favourite once log-in is ensured. A session is confirmed by the
 * session check (cached for the page); a visitor gets the sign-up layer (its code loads only
 * then) and the toggle goes on once they log in or sign up. The hearts show the new state at
 * once and go back if the call fails.
 *
 * After a log-in the other hearts take the account's state from the page as the server prints
 * it for the session (src/flows/auth/hearts-after-auth.ts); this one is saved (the server keeps
 * one if it was already).
 */
export function toggleFavourite(vendorId: number, insertSource?: string): Promise<ToggleOutcome> {
  toggled.add(vendorId);
  const run = () => toggle(vendorId, insertSource);
  const queued = (queues.get(vendorId) ?? Promise.resolve()).then(run, run);
  queues.set(vendorId, queued);
  const forget = () => {
    if (queues.get(vendorId) === queued) queues.delete(vendorId);
  };
  queued.then(forget, forget);
  return queued;
}

async function toggle(vendorId: number, insertSource: string | undefined): Promise<ToggleOutcome> {
  const wanted = !isSaved(vendorId);
  const ready = await accountFor(vendorId).catch((error: unknown) => {
    console.error('[widgets] Widget "favourite-button": the log-in layer could not load.', error);
    return undefined;
  });
  // undefined: the layer's chunk could not load (twice: offline, or a deploy removed it).
  if (ready === undefined) return 'no-layer';
  if (!ready) return 'cancelled';
  return send(vendorId, wanted, insertSource);
}

/**
 * Spec §6: an account for the heart. Inside the native app, where the site config enables it (the
 * server prints the flag for the app's requests only), the app's own log-in layer asks
 * (app-layer.ts, loaded only then); an app without its bridge gets the web's.
 */
async function accountFor(vendorId: number): Promise<boolean> {
  if (sessionStore.getState().status === 'anonymous' && getSiteConfig().features.appFavouritesLayer) {
    const { appFavouritesLayer } = await importAgain(() => import('./app-layer'));
    const outcome = await appFavouritesLayer(vendorId);
    if (outcome !== 'unavailable') return outcome === 'logged-in';
  }
  return requireAccount({ mode: 'signup' });
}

async function send(vendorId: number, wanted: boolean, insertSource: string | undefined): Promise<ToggleOutcome> {
  const before = isSaved(vendorId);
  setSaved(vendorId, wanted);
  // keepalive: a heart tapped just before the person leaves the page (a link, a reload) is still
  // saved; without it the navigation cancelled the call and the heart came back empty.
  const result = wanted
    ? await call(saveFavourite, insertSource ? { vendorId, insertSource } : { vendorId }, { keepalive: true })
    : await call(deleteFavourite, { id_empresa: vendorId }, { keepalive: true });
  if (result.ok) return wanted ? 'saved' : 'removed';
  setSaved(vendorId, before);
  return wanted ? 'save-failed' : 'remove-failed';
}

function setSaved(vendorId: number, saved: boolean): void {
  favouritesStore.setState((state) => ({ saved: { ...state.saved, [vendorId]: saved } }));
}
