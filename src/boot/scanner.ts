import { whenHydrate } from './hydrate';
import type { Registry, Runtime, Scanner, Tracked, WidgetState } from './types';

const SELECTOR = '[data-widget]';
/**
 * The pause before the last try of a widget's code. Firefox rejects every import under way as
 * soon as a navigation starts, and one tried again at once is rejected too; when the navigation
 * ends with the page still there (a link that answers 204 No Content, a download), this pause
 * has let it end.
 */
export const LAST_TRY_AFTER_MS = 1000;

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
  // The document's own method, and the document itself observed: a named element in the server's
  // HTML (`<img name="querySelectorAll">`, `name="documentElement"`) clobbers a document's.
  const elements = Document.prototype.querySelectorAll.call(doc, SELECTOR);
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scanSlice = () => {
    for (const until = performance.now() + 8; next < elements.length && performance.now() < until; ) track(scanner, elements[next++]!);
    if (next < elements.length) timer = setTimeout(scanSlice);
  };
  scanSlice();
  observer.observe(doc, { childList: true, subtree: true });
  return () => {
    clearTimeout(timer);
    observer.disconnect();
    forgetRemoved(scanner, true);
  };
}

/**
 * Inserted HTML is scanned; removed HTML has its roots unmounted. Every tracked element is
 * checked at each batch of changes (a few hundred `isConnected` reads at most: microseconds).
 */
function followChanges(scanner: Scanner, mutations: MutationRecord[]): void {
  for (const mutation of mutations) mutation.addedNodes.forEach((node) => scan(scanner, node));
  forgetRemoved(scanner);
}

/** Tracks `node` and every widget element inside it. */
function scan(scanner: Scanner, node: Node): void {
  if (!(node instanceof Element)) return;
  if (node.matches(SELECTOR)) track(scanner, node);
  node.querySelectorAll(SELECTOR).forEach((el) => track(scanner, el));
}

/** Starts an element's wait for its hydration moment (an unknown widget is the runtime's to report). */
function track(scanner: Scanner, el: Element): void {
  // An element with a state belongs to a runtime already (this one, which sets it at once, or a second copy of the bundle).
  if (el.hasAttribute('data-widget-state')) return;
  // Every element here matched [data-widget]: it has the attribute.
  const record: Tracked = { name: el.getAttribute('data-widget')! };
  scanner.tracked.set(el, record);
  setState(el, 'pending');
  // The page says when (`data-hydrate`); a widget it says nothing about waits for a touch.
  record.waiting = whenHydrate(el, el.getAttribute('data-hydrate'), () => void loadAndMount(scanner, el, record));
}

/**
 * The lazy runtime, fetched once for all widgets. A load that failed is forgotten, so the next
 * try (loadAndMount's, or the next widget's moment) asks again instead of every later widget
 * failing with it.
 */
function runtimeOf(scanner: Scanner): Promise<Runtime> {
  return (scanner.runtime ??= scanner.registry.runtime().catch((error: unknown) => {
    scanner.runtime = undefined;
    throw error;
  }));
}

/**
 * Fetches the lazy runtime, which loads the widget's chunk and mounts it. Code that fails to load
 * is asked for again at once (as src/lib/import-again.ts does for the widgets' own parts), then
 * after {@link LAST_TRY_AFTER_MS}: a chunk lost to a flaky network, or imports Firefox cancelled
 * for a navigation that ended with the page still there, come on a later try. Each try after a
 * failure asks for a fresh URL (scripts/preload-dependencies.ts).
 */
async function loadAndMount(scanner: Scanner, el: Element, record: Tracked): Promise<void> {
  setState(el, 'loading');
  const attempt = async () => (await runtimeOf(scanner)).hydrate(scanner, el, record);
  try {
    if (await attempt().catch(attempt).catch(() => new Promise((resolve) => setTimeout(resolve, LAST_TRY_AFTER_MS)).then(attempt))) return;
  } catch (error) {
    console.error(`[widgets] Widget "${record.name}" could not be loaded.`, el, error);
    setState(el, 'error');
  }
  giveBack(record);
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

/** A widget that will not mount gives its held click back to the server HTML, no longer busy: a link still navigates. */
function giveBack(record: Tracked): void {
  const held = record.waiting?.held?.();
  record.waiting?.cancel();
  const target = held?.target;
  if (!(target instanceof HTMLElement)) return;
  target.closest('[aria-busy]')?.removeAttribute('aria-busy');
  if (held!.type === 'click' && target.isConnected) target.click();
}
