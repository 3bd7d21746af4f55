// The lazy half of the runtime, fetched once the first widget's moment comes: the loaders
// (with Vite's preload helper, which fetches a widget's chunks and CSS in parallel) and the
// React mount.
import { loaders } from './loaders';

export { mountWidget } from './mount';

/** Loads a widget's chunk by name. */
export function load(name: string): Promise<{ default: unknown }> {
  const loader = loaders[name];
  return loader ? loader() : Promise.reject(new Error(`No loader for widget "${name}"`));
}
