import { whenHydrate, type Waiting } from './hydrate';
import type { HydrateMode, MountedRoot, Registry, Runtime, WidgetState } from './types';

const SELECTOR = '[data-widget]';
const MODES: readonly string[] = ['load', 'idle', 'visible', 'interaction'];

interface Tracked {
  waiting?: Waiting;
  root?: MountedRoot;
  gone?: boolean;
}

/**
 * Finds every `[data-widget]` element under `doc`, now and whenever HTML is inserted later,
 * mounts each once at its hydration moment, and unmounts the roots of removed elements.
 * Every element's progress shows in `data-widget-state`. Returns a stop function.
 */
export function startWidgets(doc: Document, registry: Registry): () => void {
  const tracked = new Map<Element, Tracked>();
  let runtime: Promise<Runtime> | undefined;

  const setState = (el: Element, state: WidgetState) => el.setAttribute('data-widget-state', state);

  const track = (el: Element) => {
    // An element with a state belongs to a runtime already (this one, or a second copy of the bundle).
    if (tracked.has(el) || el.hasAttribute('data-widget-state')) return;
    const name = el.getAttribute('data-widget') ?? '';
    const fallback = Object.hasOwn(registry.hydrate, name) ? registry.hydrate[name] : undefined;
    if (!fallback) {
      console.error(`[widgets] Unknown widget "${name}"; the server HTML is left as it is.`, el);
      setState(el, 'error');
      tracked.set(el, {});
      return;
    }
    const asked = el.getAttribute('data-hydrate') ?? '';
    const mode = (MODES.includes(asked) ? asked : fallback) as HydrateMode;
    setState(el, 'pending');
    const record: Tracked = {};
    tracked.set(el, record);
    record.waiting = whenHydrate(el, mode, () => {
      setState(el, 'loading');
      runtime ??= registry.runtime();
      runtime
        .then(async (lazy) => [await lazy.load(name), lazy] as const)
        .then(([widget, { mountWidget }]) => {
          if (record.gone) return;
          const held = record.waiting?.held();
          record.waiting?.cancel();
          record.root = mountWidget(el, name, widget.default, held, (state) => setState(el, state));
          if (!record.root) releaseToServerHtml(held);
        })
        .catch((error: unknown) => {
          const held = record.waiting?.held();
          record.waiting?.cancel();
          console.error(`[widgets] Widget "${name}" could not be loaded; the server HTML is left as it is.`, el, error);
          setState(el, 'error');
          releaseToServerHtml(held);
        });
    });
  };

  const scan = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node.matches(SELECTOR)) track(node);
    node.querySelectorAll(SELECTOR).forEach(track);
  };

  const sweep = (all = false) => {
    for (const [el, record] of tracked) {
      if (el.isConnected && !all) continue;
      record.gone = true;
      record.waiting?.cancel();
      record.root?.unmount();
      tracked.delete(el);
      el.removeAttribute('data-widget-state');
    }
  };

  const observer = new MutationObserver((mutations) => {
    let removed = false;
    for (const mutation of mutations) {
      mutation.addedNodes.forEach(scan);
      removed ||= mutation.removedNodes.length > 0;
    }
    if (removed) sweep();
  });

  scan(doc.documentElement);
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    sweep(true);
  };
}

/** A widget that will not mount gives its held click back to the server HTML: a link still navigates. */
function releaseToServerHtml(held: Event | undefined): void {
  if (held?.type === 'click' && held.target instanceof HTMLElement && held.target.isConnected) held.target.click();
}
