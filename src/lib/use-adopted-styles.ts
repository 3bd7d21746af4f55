import { useInsertionEffect } from 'react';
import { adoptStyles, type Sheet } from './styles';

/**
 * Widgets carry their CSS inside their JS chunk (imported with `?inline`): the PHP page needs
 * no stylesheet of ours and the entry needs no CSS loader. A component calls this with its
 * sheets (`useAdoptedStyles(['header', css])`); each id is added to the page once. Called from
 * a component, not at import time, so an unused component tree-shakes away with its CSS.
 *
 * An insertion effect, not render: React may render and throw the result away (Suspense,
 * concurrent rendering), and render must not touch the DOM. It runs before any layout effect,
 * so a component that measures itself (a tooltip placing itself) measures styled layout.
 */
export function useAdoptedStyles(...sheets: Sheet[]): void {
  // Every commit: a Set lookup per sheet once they are in, and no dependency list to drift.
  useInsertionEffect(() => adoptStyles(...sheets));
}
