import type { Registry } from './types';

/**
 * What the entry knows of the widgets: only where the rest of the runtime is. Every widget
 * waits for a touch unless its element says otherwise (`data-hydrate="load"`, `idle`,
 * `visible`): the page says when, the runtime (loaders.ts) says what.
 */
export const registry: Registry = {
  runtime: () => import('./runtime'),
};
