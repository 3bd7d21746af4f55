import { whenHydrate, type Waiting } from './hydrate';
import type { HydrateMode, MountedRoot, Registry, Runtime, WidgetState } from './types';

const SELECTOR = '[data-widget]';
const MODES: readonly string[] = ['load', 'idle', 'visible', 'interaction'];

/** One element the scanner found: its wait for the hydration moment, then its root. */
interface Tracked {
  name: string;
  waiting?: Waiting;
  root?: MountedRoot;
  gone?: boolean;
}

/** What one `startWidgets` call holds: its registry, its elements and the lazy runtime once asked for. */
interface Scanner {
  registry: Registry;
  tracked: Map<Element, Tracked>;
  runtime?: Promise<Runtime>;
  /** The runtime's list of widgets, once it is loaded. */
  has?: (name: string) => boolean;
}

/**
 * Finds every `[data-widget]` element under `doc`, now and whenever HTML is inserted later,
 * mounts each once at its hydration moment, and unmounts the roots of removed elements.
 * Every element's progress shows in `data-widget-state`. Returns a stop function.
 */
export function startWidgets(doc: Document, registry: Registry): () => void {
  const scanner: Scanner = { registry, tracked: new Map() };
  const observer = new MutationObserver((mutations) => followChanges(scanner, mutations));
  // The page's elements in slices of ~8 ms, each its own task: a listing of thousands of tiles
  // never holds the main thread in one long task. HTML inserted later is scanned at once.
  const elements = doc.querySelectorAll(SELECTOR);
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scanSlice = () => {
    for (const until = performance.now() + 8; next < elements.length && performance.now() < until; ) track(scanner, elements[next++]!);
    if (next < elements.length) timer = setTimeout(scanSlice);
  };
  scanSlice();
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    forgetRemoved(scanner, true);
  };
}

/** Inserted HTML is scanned; removed HTML has its roots unmounted. */
function followChanges(scanner: Scanner, mutations: MutationRecord[]): void {
  let removed = false;
  for (const mutation of mutations) {
    mutation.addedNodes.forEach((node) => scan(scanner, node));
    removed ||= mutation.removedNodes.length > 0;
  }
  if (removed) forgetRemoved(scanner);
}

/** Tracks `node` and every widget element inside it. */
function scan(scanner: Scanner, node: Node): void {
  if (!(node instanceof Element)) return;
  if (node.matches(SELECTOR)) track(scanner, node);
  node.querySelectorAll(SELECTOR).forEach((el) => track(scanner, el));
}

/** Starts an element's wait for its hydration moment; an unknown widget is an error as soon as the runtime can tell. */
function track(scanner: Scanner, el: Element): void {
  // An element with a state belongs to a runtime already (this one, or a second copy of the bundle).
  if (scanner.tracked.has(el) || el.hasAttribute('data-widget-state')) return;
  const name = el.getAttribute('data-widget') ?? '';
  const record: Tracked = { name };
  scanner.tracked.set(el, record);
  if (scanner.has && !scanner.has(name)) return unknown(el, record);
  setState(el, 'pending');
  record.waiting = whenHydrate(el, hydrationMode(scanner.registry, el, name), () => void loadAndMount(scanner, el, name, record));
}

function unknown(el: Element, record: Tracked): void {
  record.waiting?.cancel();
  console.error(`[widgets] Unknown widget "${record.name}".`, el);
  setState(el, 'error');
}

/** The element's `data-hydrate` when it names a moment, else the widget's default (interaction unless the registry says otherwise). */
function hydrationMode(registry: Registry, el: Element, name: string): HydrateMode {
  const asked = el.getAttribute('data-hydrate') ?? '';
  return (MODES.includes(asked) ? asked : Object.hasOwn(registry.hydrate, name) ? registry.hydrate[name] : 'interaction') as HydrateMode;
}

/** `load()`, once more when it fails: a chunk lost to a flaky network or cancelled by a navigation. */
function twice<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => load());
}

/**
 * The lazy runtime, fetched once for all widgets. A load that failed (twice) is forgotten, so
 * the next widget's moment asks again instead of every later widget failing with it.
 */
function runtimeOf(scanner: Scanner): Promise<Runtime> {
  if (!scanner.runtime) {
    const loading = twice(scanner.registry.runtime);
    scanner.runtime = loading;
    loading.catch(() => {
      if (scanner.runtime === loading) scanner.runtime = undefined;
    });
  }
  return scanner.runtime;
}

/** Fetches the lazy runtime and the widget's chunk, then mounts it. */
async function loadAndMount(scanner: Scanner, el: Element, name: string, record: Tracked): Promise<void> {
  setState(el, 'loading');
  try {
    const runtime = await runtimeOf(scanner);
    if (!scanner.has) {
      scanner.has = runtime.has;
      for (const [other, tracked] of scanner.tracked) if (!runtime.has(tracked.name)) unknown(other, tracked);
    }
    if (!runtime.has(name)) return;
    const widget = await twice(() => runtime.load(name));
    // A task of its own for the mount: evaluating the chunk and mounting it are two short tasks,
    // not one long one (the render itself is sliced: see react-widget.tsx).
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (record.gone) return;
    const held = stopWaiting(record);
    record.root = runtime.mountWidget(el, name, widget.default, held, (state) => setState(el, state));
    if (!record.root) releaseToServerHtml(held);
  } catch (error) {
    const held = stopWaiting(record);
    console.error(`[widgets] Widget "${name}" could not be loaded.`, el, error);
    setState(el, 'error');
    releaseToServerHtml(held);
  }
}

/** Ends the wait for the moment and hands over the click or key held meanwhile, if any. */
function stopWaiting(record: Tracked): Event | undefined {
  const held = record.waiting?.held();
  record.waiting?.cancel();
  return held;
}

/** Unmounts and forgets the elements no longer in the document (`all`: every element, on stop). */
function forgetRemoved(scanner: Scanner, all = false): void {
  for (const [el, record] of scanner.tracked) {
    if (el.isConnected && !all) continue;
    record.gone = true;
    record.waiting?.cancel();
    record.root?.unmount();
    scanner.tracked.delete(el);
    el.removeAttribute('data-widget-state');
  }
}

function setState(el: Element, state: WidgetState): void {
  el.setAttribute('data-widget-state', state);
}

/** A widget that will not mount gives its held click back to the server HTML: a link still navigates. */
function releaseToServerHtml(held: Event | undefined): void {
  if (held?.type === 'click' && held.target instanceof HTMLElement && held.target.isConnected) held.target.click();
}
