import type { Favourite } from './seed';
import { now, state } from './store';

/** Saves a vendor for a user; saving twice keeps one. */
export function addFavourite(userId: number, vendorId: number, insertSource = 'unknown'): Favourite {
  const existing = state.favourites.find((f) => f.userId === userId && f.vendorId === vendorId);
  if (existing) return existing;
  const favourite = { userId, vendorId, insertSource, createdAt: now() };
  state.favourites.push(favourite);
  return favourite;
}

/** Removes a saved vendor; answers whether there was one. */
export function removeFavourite(userId: number, vendorId: number): boolean {
  const before = state.favourites.length;
  state.favourites = state.favourites.filter((f) => !(f.userId === userId && f.vendorId === vendorId));
  return state.favourites.length < before;
}

export function favouritesOf(userId: number): Favourite[] {
  return state.favourites.filter((f) => f.userId === userId);
}

export function isFavourite(userId: number, vendorId: number): boolean {
  return state.favourites.some((f) => f.userId === userId && f.vendorId === vendorId);
}
