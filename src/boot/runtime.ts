// The lazy half of the runtime, fetched when the first widget's hydration moment comes: each
// widget's loader (a dynamic import of its chunk, which carries its own CSS inline), the mount,
// and the steps from a moment to a mounted root. No React here: a React widget's chunk brings
// it (and its mount, react-widget.tsx) in the same wave as itself, and a page whose widgets only
// enhance the server's HTML never loads it.
import { loaders } from './loaders';
import { mountWidget } from './mount';
import type { Runtime, Tracked, WidgetState } from './types';

type Loaders = Record<string, () => Promise<{ default: unknown }>>;

/** A runtime over `widgets`' loaders (the bundle's: loaders.ts; a test's own). */
export function createRuntime(widgets: Loaders): Runtime {
  const has = (name: string) => Object.hasOwn(widgets, name);
  const load = (name: string) => widgets[name]!();
  const runtime: Runtime = {
    has,
    unknown,
    /**
     * From an element's moment to its root: the widget's chunk (rejects when it cannot load: the
     * entry tries again, scanner.ts), then the mount in a task of its own. The first element
     * to get here reports every unknown one found so far. Resolves false when the widget did not
     * mount: the click held meanwhile goes back to the server HTML (scanner.ts).
     */
    async hydrate(scanner, el, record) {
      if (!scanner.loaded) {
        scanner.loaded = runtime;
        for (const [other, tracked] of scanner.tracked) if (other !== el && !has(tracked.name)) unknown(other, tracked);
      }
      // Unknown: said at its moment (an element inserted after the runtime came), or with the others above.
      if (!has(record.name)) {
        unknown(el, record);
        return true;
      }
      const widget = await load(record.name);
      // A task of its own for the mount: evaluating the chunk and mounting it are two short
      // tasks, not one long one (the render itself is sliced: see react-widget.tsx). A callback of
      // this chunk, not the native resolve: Long Animation Frames then name the bundle's script.
      await new Promise((resolve) => setTimeout(() => resolve(0), 0));
      if (record.gone) return true;
      const held = record.waiting?.held?.();
      record.waiting?.cancel();
      // The busy mark of the held touch (hydrate.ts): the widget answers it from here.
      (held?.target as Element | undefined)?.closest?.('[aria-busy]')?.removeAttribute('aria-busy');
      record.root = mountWidget(el, record.name, widget.default, held, (state) => setState(el, state));
      return !!record.root;
    },
  };
  return runtime;
}

/** An element whose widget the bundle does not have: an error, said once. */
function unknown(el: Element, record: Tracked): void {
  record.waiting?.cancel();
  console.error(`[widgets] Unknown widget "${record.name}".`, el);
  setState(el, 'error');
}

// The entry has its own: the runtime never imports the entry's modules (a page that adds a
// query string to the script's URL would run a second copy of the entry).
function setState(el: Element, state: WidgetState): void {
  el.setAttribute('data-widget-state', state);
}

/** The bundle's runtime: what the entry's `import()` of this module gets. */
export const { has, hydrate } = createRuntime(loaders);
export { unknown };
