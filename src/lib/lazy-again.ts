import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importAgain } from './import-again';

/**
 * `React.lazy` over {@link importAgain}. React keeps a lazy component's failure for good, so a
 * "Try again" renders a new one (call this again).
 */
export function lazyAgain<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => importAgain(load));
}
