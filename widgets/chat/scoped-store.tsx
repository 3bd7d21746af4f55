import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';

/**
 * Per-instance state for a widget that can appear more than once on a page (two lead forms
 * side by side): each mounted instance gets its own store, made from its props, and its
 * components share it through context. This is zustand's "initialize state with props"
 * pattern; state that crosses widgets belongs in the page-wide stores beside this file.
 *
 * @example
 * const leadForm = createScopedStore<LeadFormState, { vendorId: number }>((props) => (set) => ({ vendorId: props.vendorId, sending: false, … }));
 * <leadForm.Provider initial={props}><Form /></leadForm.Provider>
 * const sending = leadForm.useScoped((s) => s.sending);
 */
export function createScopedStore<T, P>(init: (props: P) => StateCreator<T>) {
  const Context = createContext<StoreApi<T> | null>(null);

  function Provider({ initial, children }: { initial: P; children: ReactNode }) {
    const [store] = useState(() => createStore<T>()(init(initial)));
    return <Context.Provider value={store}>{children}</Context.Provider>;
  }

  function useScoped<U>(selector: (state: T) => U): U {
    const store = useContext(Context);
    if (!store) throw new Error('A scoped store was used outside its Provider.');
    return useStore(store, selector);
  }

  return { Provider, useScoped };
}
