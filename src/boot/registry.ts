import type { Registry } from './types';

/**
 * Every widget the bundle knows: its lazy chunk and its default hydration moment.
 * Adding a widget is a folder under widgets/ and one line here.
 */
export const registry: Registry = {
  header: { load: () => import('../../widgets/header/index.ts'), hydrate: 'load' },
};
