import type { Registry } from './types';

/**
 * Every widget the bundle knows and its default hydration moment. Adding a widget is a folder
 * under widgets/, a line here and its loader in loaders.ts (a test keeps the two in step).
 */
export const registry: Registry = {
  hydrate: {
    header: 'load',
    'vendor-impressions': 'visible',
    'favourite-button': 'interaction',
    'country-selector': 'interaction',
    'smart-banner': 'interaction',
    'resend-verification': 'interaction',
    'vendor-signup': 'load',
    'lead-form': 'interaction',
    'multi-category-lead': 'load',
    'wedding-date': 'interaction',
    'expert-advice': 'interaction',
  },
  runtime: () => import('./runtime'),
};
