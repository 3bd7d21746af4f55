import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface FavouritesState {
  /** Vendor ids the couple saved; every copy of a vendor's heart reads from here. */
  vendorIds: ReadonlySet<number>;
  setFavourite(vendorId: number, active: boolean): void;
}

/** Favourites shared by every widget (tiles, storefront, header count). */
export const favouritesStore = createStore<FavouritesState>((set) => ({
  vendorIds: new Set<number>(),
  setFavourite(vendorId, active) {
    set((state) => {
      const next = new Set(state.vendorIds);
      if (active) next.add(vendorId);
      else next.delete(vendorId);
      return { vendorIds: next };
    });
  },
}));

/** React binding over the shared favourites store. */
export function useFavourites<T>(selector: (state: FavouritesState) => T): T {
  return useStore(favouritesStore, selector);
}
