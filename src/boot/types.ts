/** When a widget's code is fetched and its root mounted. */
export type HydrateMode = 'load' | 'idle' | 'visible' | 'interaction';

/** What `data-widget-state` says about an element. */
export type WidgetState = 'pending' | 'loading' | 'mounted' | 'error';

/** A mounted root, as the scanner sees it. */
export interface MountedRoot {
  unmount(): void;
}

/** The lazy half of the runtime: widget loaders and the React mount, in one chunk. */
export interface Runtime {
  load(name: string): Promise<{ default: unknown }>;
  mountWidget(el: Element, name: string, definition: unknown, held: Event | undefined, setState: (state: WidgetState) => void): MountedRoot | undefined;
}

/**
 * What the entry knows: each widget's name and default hydration moment (a few bytes each),
 * and how to fetch the rest of the runtime. Loaders live in the lazy half, so the entry
 * does not grow with every widget's chunk list.
 */
export interface Registry {
  hydrate: Record<string, HydrateMode>;
  runtime: () => Promise<Runtime>;
}
