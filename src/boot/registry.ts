import type { Registry } from './types';

/**
 * The default hydration moment of each widget that does not wait for an interaction; every
 * other widget of loaders.ts waits for one (and costs the entry nothing). Adding a widget is a
 * folder under widgets/, its loader in loaders.ts and, unless it waits for an interaction, a
 * line here (a test keeps the two in step).
 */
export const registry: Registry = {
  hydrate: {
    header: 'load',
    'vendor-tiles': 'visible',
    'vendor-signup': 'load',
    'multi-category-lead': 'load',
  },
  runtime: () => import('./runtime'),
};
