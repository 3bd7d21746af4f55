// The lazy half of the runtime, fetched when the first widget's hydration moment comes: where
// each widget's chunk is, the mount, and the steps from a moment to a mounted root. No React
// here: a React widget's chunk brings it (and its mount, react-widget.tsx) in the same wave as
// itself, and a page whose widgets only enhance the server's HTML never loads it.
//
// It holds no table of the bundle's widgets (issue 23, item 4: a new widget adds nothing to the
// JS a page without it runs). The page lists the chunks of the widgets it contains (the PHP
// helper writes that list, scripts/php/widgets.php); a widget the page did not list is found in
// the whole table (loaders.ts), a chunk of its own, fetched when the first widget's moment comes
// on a page that contains a widget it did not list (to report the unknown ones), else never.
import { mountWidget } from './mount';
import type { Runtime, Tracked, WidgetState } from './types';

type Loaders = Record<string, () => Promise<{ default: unknown }>>;

/** The build's lazy-import helper (scripts/preload-dependencies.ts), which this chunk defines; absent from unit tests and the dev server. */
type Preload = (base: string, file: string, deps?: string) => Promise<Record<string, unknown>>;

/** A chunk's name, as the build writes it: no folder, no `.` (so no `..`), no scheme. */
const LISTED = /^([\w-]+)(?:#(\w+))?((?:,[\w-]+)*)$/;

/**
 * The page's list of its widgets' chunks: `<script type="application/json" data-widget-chunks
 * data-runtime="runtime-abc1234">` in the head, `{"header":"header-abc1234,shared-def5678,…"}`:
 * the widget's chunk (with `#name` when its code is that export of the chunk), then what it
 * imports, each a chunk name resolved beside this chunk (`base`), so the list can name no other
 * file or host. A list written for another runtime (a page cached across a deploy) is not this
 * build's: left out, as is an entry of another shape (its widget is then found in the whole table).
 */
export function pageLoaders(doc: Document, base: string, preload: unknown = (globalThis as { __wpl?: unknown }).__wpl): Loaders {
  const loaders: Loaders = Object.create(null) as Loaders;
  // An element named `__wpl` is no helper.
  if (typeof preload !== 'function') return loaders;
  let listed: unknown;
  try {
    // The document's own querySelector, for a child of the real head: a named element can
    // clobber `document.querySelector` and `document.head`.
    const script = Document.prototype.querySelector.call(doc, 'head > script[type="application/json"][data-widget-chunks]');
    if (!script || script.getAttribute('data-runtime') !== /([\w-]+)\.js(?:[?#].*)?$/.exec(base)?.[1]) return loaders;
    listed = JSON.parse(script.textContent ?? '');
  } catch {
    return loaders;
  }
  for (const [name, value] of Object.entries(listed && typeof listed === 'object' ? listed : {})) {
    const match = typeof value === 'string' ? LISTED.exec(value) : null;
    if (!match) continue;
    const [, file, part, deps] = match;
    loaders[name] = () => (preload as Preload)(base, file!, deps!.slice(1)).then((chunk) => (part ? chunk[part] : chunk) as { default: unknown });
  }
  return loaders;
}

/**
 * A runtime over `widgets`' loaders (the bundle's: loaders.ts, lazily; a test's own) and the
 * page's own list (`page`, looked up first).
 */
export function createRuntime(widgets: Loaders | (() => Promise<Loaders>), page: Loaders = {}): Runtime {
  let table: Promise<Loaders> | undefined;
  // Asked for once; a load that failed is forgotten, so the next widget's try asks again.
  const everyWidget = () =>
    (table ??= (typeof widgets === 'function' ? widgets() : Promise.resolve(widgets)).catch((error: unknown) => {
      table = undefined;
      throw error;
    }));
  const listed = (name: string) => Object.hasOwn(page, name);
  const fromTable = async (name: string) => {
    const all = await everyWidget();
    return Object.hasOwn(all, name) ? all[name] : undefined;
  };
  // A listed chunk that cannot load may be a list of another build (a page cached across a
  // deploy that removed its chunks): the runtime's own table, of its build, is asked then.
  const loaderOf = async (name: string) =>
    listed(name)
      ? () =>
          page[name]!().catch(async (error: unknown) => {
            const again = await fromTable(name);
            if (!again) throw error;
            return again();
          })
      : fromTable(name);
  const runtime: Runtime = {
    unknown,
    /**
     * From an element's moment to its root: the widget's chunk (rejects when it cannot load: the
     * entry tries again, scanner.ts), then the mount in a task of its own. The first element
     * to get here has every unknown one found so far reported (the page's list names none, so
     * the whole table says). Resolves false when the widget did not mount: the click held
     * meanwhile goes back to the server HTML (scanner.ts).
     */
    async hydrate(scanner, el, record) {
      if (!scanner.loaded) {
        scanner.loaded = runtime;
        const others = [...scanner.tracked].filter(([other, tracked]) => other !== el && !listed(tracked.name));
        if (others.length)
          everyWidget().then(
            (all) => others.forEach(([other, tracked]) => Object.hasOwn(all, tracked.name) || tracked.gone || unknown(other, tracked)),
            // Each is said at its own moment, when the table loads.
            () => {},
          );
      }
      const load = await loaderOf(record.name);
      // Unknown: said at its moment (an element inserted after the runtime came), or with the others above.
      if (!load) {
        unknown(el, record);
        return true;
      }
      const widget = await load();
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
  // Said once, whichever of its moment and the first element's report comes first.
  if (el.getAttribute('data-widget-state') === 'error') return;
  console.error(`[widgets] Unknown widget "${record.name}".`, el);
  setState(el, 'error');
}

// The entry has its own: the runtime never imports the entry's modules (a page that adds a
// query string to the script's URL would run a second copy of the entry).
function setState(el: Element, state: WidgetState): void {
  el.setAttribute('data-widget-state', state);
}

/** The bundle's runtime: what the entry's `import()` of this module gets. */
export const { hydrate } = createRuntime(
  () => import('./loaders').then((m) => m.default),
  pageLoaders(document, import.meta.url),
);
export { unknown };
