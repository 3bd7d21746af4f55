// The lazy half of the runtime, fetched when the first widget's hydration moment comes: each
// widget's loader (a dynamic import of its chunk, which carries its own CSS inline) and the
// mount. No React here: a React widget's chunk brings it (and its mount, react-widget.tsx) in
// the same wave as itself, and a page whose widgets only enhance the server's HTML never loads it.
import { loaders } from './loaders';

export { mountWidget } from './mount';

/** Whether the bundle has a widget of that name. */
export function has(name: string): boolean {
  return Object.hasOwn(loaders, name);
}

/** Loads a widget's chunk by name. */
export function load(name: string): Promise<{ default: unknown }> {
  const loader = loaders[name];
  return loader ? loader() : Promise.reject(new Error(`No loader for widget "${name}"`));
}
