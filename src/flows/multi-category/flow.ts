import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CategoryTile } from '../../api/multi-category-lead';
import type { VendorTile } from '../../api/vendor-tile';
import { emit } from '../../lib/events';
import type { SubmitOutcome } from '../../ui/form';
import { SUCCESS_DELAY_MS } from './constants';
import type { Preload } from './preload';
import { insertLeads, loadVendors, type FormConfiguration, type LeadsToSend } from './requests';

/** Spec §4 "Multi-category modal": the flow's state. */
export interface FlowState {
  categories: CategoryTile[];
  currentId: number | undefined;
  /** Undefined while loading, after a failure, or when a preload failed (silently). */
  vendors: VendorTile[] | undefined;
  config: FormConfiguration | undefined;
  /** The selected-vendor counter: the loaded checkbox count, then ±1 per check. */
  checked: number;
  loadingCategories: boolean;
  loadingVendors: boolean;
  sending: boolean;
  feedback: 'sending' | 'sent' | undefined;
  allContacted: boolean;
  loadError: string | undefined;
  /** Grows at each category shown: the form's key (a new category starts a clean form). */
  round: number;
}

export interface Flow {
  store: StoreApi<FlowState>;
  start(): void;
  /** A category tile's Search. */
  choose(categoryId: number): void;
  /** The slider's next (and 'Continue browsing'). */
  next(): void;
  check(on: boolean): void;
  send(leads: Omit<LeadsToSend, 'categoryId'>): Promise<SubmitOutcome>;
  stop(): void;
}

/**
 * The multi-category flow without React (zustand's vanilla store, one per flow): categories
 * from the preload, each category's vendors and form configuration from the server, one send
 * per category, then on to the next category not contacted until none is left.
 */
export function createFlow(preload: Preload): Flow {
  const store = createStore<FlowState>(() => initialState(preload));
  const { getState: get, setState: set } = store;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const busy = () => get().sending || get().loadingVendors || get().loadingCategories;

  async function load(categoryId: number, preloaded?: VendorTile[], first = false) {
    const round = first ? get().round : get().round + 1;
    set({ currentId: categoryId, vendors: undefined, config: undefined, checked: 0, loadingVendors: true, loadError: undefined, round });
    const result = await loadVendors(categoryId, preload.regionId, preloaded);
    // A stopped flow, or a newer category shown meanwhile: this answer is stale.
    if (stopped || get().round !== round) return;
    if (!result.ok) return set({ loadingVendors: false, loadError: result.message });
    set({ loadingVendors: false, vendors: result.vendors, config: result.config, checked: result.vendors.length });
  }

  function finish() {
    set({ allContacted: true, sending: false, loadingVendors: false });
    emit('multi-category:end', { categoryIds: get().categories.map((c) => c.id) });
  }

  /** The next category not contacted after the current one, wrapping at the slider's end. */
  function nextUncontacted(): CategoryTile | undefined {
    const { categories, currentId } = get();
    const at = categories.findIndex((c) => c.id === currentId);
    return [...categories.slice(at + 1), ...categories.slice(0, Math.max(at, 0))].find((c) => !c.is_contacted);
  }

  function advance() {
    const next = nextUncontacted();
    if (next) void load(next.id);
    else finish();
  }

  const markContacted = (id: number | undefined) =>
    set((s) => ({ categories: s.categories.map((c) => (c.id === id ? { ...c, is_contacted: true } : c)) }));

  return {
    store,
    start() {
      const { allContacted, currentId, loadingVendors } = get();
      if (allContacted) finish();
      else if (loadingVendors && currentId !== undefined) void load(currentId, preload.vendors, true);
    },
    choose(categoryId) {
      const category = get().categories.find((c) => c.id === categoryId);
      if (busy() || !category || category.is_contacted) return;
      void load(categoryId);
    },
    next() {
      if (!busy()) advance();
    },
    check(on) {
      set((s) => ({ checked: s.checked + (on ? 1 : -1) }));
    },
    async send(leads) {
      const categoryId = get().currentId;
      if (busy() || categoryId === undefined) return { ok: false };
      set({ sending: true, feedback: 'sending' });
      const result = await insertLeads({ ...leads, categoryId });
      if (stopped) return { ok: true };
      if (!result.ok) {
        set({ sending: false, feedback: undefined });
        return { ok: false, error: result.error };
      }
      set({ feedback: 'sent' });
      if (!get().categories.some((c) => !c.is_contacted && c.id !== categoryId)) {
        markContacted(categoryId);
        finish();
        return { ok: true };
      }
      timer = setTimeout(() => {
        markContacted(categoryId);
        set({ sending: false, feedback: undefined });
        advance();
      }, SUCCESS_DELAY_MS);
      return { ok: true };
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * The flow as it starts, from the preload alone: the first category not contacted, shown at once
 * when its vendors and form configuration came preloaded (the page: mounting over the server's
 * drawing moves nothing), else loading them. Categories that did not parse: nothing, silently.
 */
function initialState(preload: Preload): FlowState {
  const categories = preload.categories ?? [];
  const first = categories.find((c) => !c.is_contacted);
  const base: FlowState = {
    categories,
    currentId: first?.id,
    vendors: undefined,
    config: undefined,
    checked: 0,
    loadingCategories: false,
    loadingVendors: false,
    sending: false,
    feedback: undefined,
    allContacted: categories.length > 0 && !first,
    loadError: undefined,
    round: first ? 1 : 0,
  };
  if (!first || preload.vendorsFailed) return base;
  const { vendors, config } = preload;
  if (vendors && (config || vendors.length === 0)) return { ...base, vendors, config, checked: vendors.length };
  return { ...base, loadingVendors: true };
}
