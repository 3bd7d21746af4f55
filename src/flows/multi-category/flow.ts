import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CategoryTile } from '../../api/multi-category-lead';
import type { VendorTile } from '../../api/vendor-tile';
import { emit } from '../../lib/events';
import { requireAccount } from '../../state/account';
import type { SubmitOutcome } from '../../ui/form/form-kit';
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

/** What the flow's steps share: its store's get and set, the preload, and its stop. */
interface FlowContext {
  get: () => FlowState;
  set: StoreApi<FlowState>['setState'];
  preload: Preload;
  /** Set by stop(): answers that arrive later change nothing. */
  stopped: boolean;
  /** The wait between a category sent and the next one shown. */
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * The multi-category flow without React (zustand's vanilla store, one per flow): categories
 * from the preload, each category's vendors and form configuration from the server, one send
 * per category, then on to the next category not contacted until none is left.
 */
export function createFlow(preload: Preload): Flow {
  const store = createStore<FlowState>(() => initialState(preload));
  const flow: FlowContext = { get: store.getState, set: store.setState, preload, stopped: false };
  const { get, set } = flow;
  return {
    store,
    start() {
      const { allContacted, currentId, loadingVendors } = get();
      if (allContacted) finish(flow);
      else if (loadingVendors && currentId !== undefined) void load(flow, currentId, preload.vendors, true);
    },
    choose(categoryId) {
      const category = get().categories.find((c) => c.id === categoryId);
      if (isBusy(get()) || !category || category.is_contacted) return;
      void load(flow, categoryId);
    },
    next() {
      if (!isBusy(get())) advance(flow);
    },
    check(on) {
      set((s) => ({ checked: s.checked + (on ? 1 : -1) }));
    },
    send: (leads) => send(flow, leads),
    stop() {
      flow.stopped = true;
      clearTimeout(flow.timer);
    },
  };
}

/** A send or a load is under way: the slider and another send wait. */
function isBusy(state: FlowState): boolean {
  return state.sending || state.loadingVendors || state.loadingCategories;
}

/**
 * Shows a category and loads its vendors and form configuration (the preloaded vendors for the
 * first one). Each category shown starts a new round, unless it is the first (counted already).
 */
async function load(flow: FlowContext, categoryId: number, preloaded?: VendorTile[], first = false): Promise<void> {
  const { get, set } = flow;
  const round = first ? get().round : get().round + 1;
  set({ currentId: categoryId, vendors: undefined, config: undefined, checked: 0, loadingVendors: true, loadError: undefined, round });
  const result = await loadVendors(categoryId, flow.preload.regionId, preloaded);
  // A stopped flow, or a newer category shown meanwhile: this answer is stale.
  if (flow.stopped || get().round !== round) return;
  if (!result.ok) return set({ loadingVendors: false, loadError: result.message });
  set({ loadingVendors: false, vendors: result.vendors, config: result.config, checked: result.vendors.length });
}

/** Every category is contacted: the flow says so and tells the page. */
function finish({ get, set }: FlowContext): void {
  set({ allContacted: true, sending: false, loadingVendors: false });
  emit('multi-category:end', { categoryIds: get().categories.map((c) => c.id) });
}

/** The next category not contacted after the current one, wrapping at the slider's end. */
function nextUncontacted({ categories, currentId }: FlowState): CategoryTile | undefined {
  const at = categories.findIndex((c) => c.id === currentId);
  return [...categories.slice(at + 1), ...categories.slice(0, Math.max(at, 0))].find((c) => !c.is_contacted);
}

/** On to the next category not contacted, or the end when there is none. */
function advance(flow: FlowContext): void {
  const next = nextUncontacted(flow.get());
  if (next) void load(flow, next.id);
  else finish(flow);
}

/** Sends the leads of the category shown (one send at a time); once sent, the flow moves on. */
async function send(flow: FlowContext, leads: Omit<LeadsToSend, 'categoryId'>): Promise<SubmitOutcome> {
  const { get, set } = flow;
  const categoryId = get().currentId;
  if (isBusy(get()) || categoryId === undefined) return { ok: false };
  set({ sending: true, feedback: 'sending' });
  const groupId = get().categories.find((c) => c.id === categoryId)?.groupId;
  let result = await insertLeads({ ...leads, categoryId, groupId });
  // Spec §6: what needs an account asks for it. A visitor's send (the server answers 401) opens
  // the log-in layer, and the leads go once they are in; closing the layer sends nothing, says nothing.
  if (!result.ok && result.error.kind === 'http' && result.error.status === 401 && !flow.stopped) {
    const ready = await requireAccount({ mode: 'login', tracking: 'multi-category lead' }).catch((error: unknown) => {
      console.error('[multi-category] The log-in layer could not load.', error);
      return undefined;
    });
    if (ready === false) {
      set({ sending: false, feedback: undefined });
      return { ok: false };
    }
    if (ready) result = await insertLeads({ ...leads, categoryId, groupId });
  }
  if (flow.stopped) return { ok: true };
  if (!result.ok) {
    set({ sending: false, feedback: undefined });
    return { ok: false, error: result.error };
  }
  moveOnAfterSent(flow, categoryId);
  return { ok: true };
}

/**
 * The category is sent: its success message shows, then (after a pause) it is marked contacted
 * and the next one is shown; after the last one, the flow ends at once.
 */
function moveOnAfterSent(flow: FlowContext, categoryId: number): void {
  const { get, set } = flow;
  set({ feedback: 'sent' });
  if (!get().categories.some((c) => !c.is_contacted && c.id !== categoryId)) {
    markContacted(flow, categoryId);
    return finish(flow);
  }
  flow.timer = setTimeout(() => {
    markContacted(flow, categoryId);
    set({ sending: false, feedback: undefined });
    advance(flow);
  }, SUCCESS_DELAY_MS);
}

function markContacted({ set }: FlowContext, id: number): void {
  set((s) => ({ categories: s.categories.map((c) => (c.id === id ? { ...c, is_contacted: true } : c)) }));
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
