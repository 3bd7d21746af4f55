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
  /** Whether the bundle has the widget (the entry only knows the widgets that do not wait for the visitor). */
  has(name: string): boolean;
  mountWidget(el: Element, name: string, definition: unknown, held: Event | undefined, setState: (state: WidgetState) => void): MountedRoot | undefined;
}

/**
 * What the entry knows: the default hydration moment of each widget that does not wait for an
 * interaction (a few bytes each; every other widget waits for one), and how to fetch the rest
 * of the runtime. Loaders, and so the full list of widgets, live in the lazy half: the entry
 * does not grow with every widget, and an unknown name is reported once the runtime is there.
 */
export interface Registry {
  hydrate: Record<string, Exclude<HydrateMode, 'interaction'>>;
  runtime: () => Promise<Runtime>;
}
