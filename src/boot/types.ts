/** When a widget's code is fetched and its root mounted. */
export type HydrateMode = 'load' | 'idle' | 'visible' | 'interaction';

/** What `data-widget-state` says about an element. */
export type WidgetState = 'pending' | 'loading' | 'mounted' | 'error';

/** One line of the registry: how to load a widget and when, unless the element says otherwise. */
export interface RegistryEntry {
  load: () => Promise<{ default: unknown }>;
  hydrate: HydrateMode;
}

export type Registry = Record<string, RegistryEntry>;

/** A mounted root, as the scanner sees it. */
export interface MountedRoot {
  unmount(): void;
}
