/** When a widget's code is fetched and its root mounted. */
export type HydrateMode = 'load' | 'idle' | 'visible' | 'interaction';

/** What `data-widget-state` says about an element. */
export type WidgetState = 'pending' | 'loading' | 'mounted' | 'error';

/** A mounted root, as the scanner sees it. */
export interface MountedRoot {
  unmount(): void;
}

/** A wait for the hydration moment: `cancel` stops it, `held` is the first click or key, if any (a wait for a touch only). */
export interface Waiting {
  cancel(): void;
  held?(): Event | undefined;
}

/** One element the scanner found: its wait for the hydration moment, then its root. */
export interface Tracked {
  name: string;
  waiting?: Waiting;
  root?: MountedRoot;
  gone?: boolean;
}

/** What one `startWidgets` call holds: its elements and the lazy runtime, once asked for and once in. */
export interface Scanner {
  registry: Registry;
  tracked: Map<Element, Tracked>;
  runtime?: Promise<Runtime>;
  loaded?: Runtime;
}

/**
 * The lazy half of the runtime: where each widget's chunk is, the mount, and what to do when an
 * element's moment comes. The entry only scans and waits.
 */
export interface Runtime {
  /** Reports an element whose widget the bundle does not have. */
  unknown(el: Element, record: Tracked): void;
  /**
   * Loads the element's widget and mounts it. Rejects when its code cannot load (the entry tries
   * again), resolves false when it did not mount: the held click, if any, is then the entry's to give back.
   */
  hydrate(scanner: Scanner, el: Element, record: Tracked): Promise<boolean>;
}

/**
 * What the entry needs: how to fetch the rest of the runtime. The hydration moment is the
 * page's to say (`data-hydrate`, else a touch): the entry holds no list of widgets, so adding
 * one costs it nothing.
 */
export interface Registry {
  runtime: () => Promise<Runtime>;
}
