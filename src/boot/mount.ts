import type { EnhancerDefinition, Upgrade, WidgetDefinition } from './define-widget';
import { readProps } from './read-props';
import { replayHeld } from './replay';
import type { MountedRoot, WidgetState } from './types';

/**
 * Parses the element's props with the widget's schema, then runs its enhancer or mounts its
 * React root (the definition brings its own render, and React with it: this module never
 * imports React). Bad props or a render error log one console error naming the widget and the
 * element, put the server HTML back and set the state to `error`; nothing escapes to the
 * other widgets.
 */
export function mountWidget(
  el: Element,
  name: string,
  definition: unknown,
  held: Event | undefined,
  setState: (state: WidgetState) => void,
): MountedRoot | undefined {
  const checked = checkMountable(el, definition);
  if ('error' in checked) {
    console.error(`[widgets] Widget "${name}" not mounted: ${checked.error}. The server HTML is left as it is.`, el);
    setState('error');
    return undefined;
  }
  // Once mounted, the first click or key the server HTML was given is performed on the widget.
  const mounted = (state: WidgetState) => {
    setState(state);
    if (state === 'mounted' && held) setTimeout(() => replayHeld(checked.el, held));
  };
  if ('enhance' in checked) return enhanceElement(checked, name, { held, mounted, setState });
  return checked.render(checked.el, checked.props, name, mounted);
}

/**
 * Runs an enhancer on the server HTML; one that throws is reported and leaves the page as it
 * was. When it asks for its full version (`upgrade`), the enhancer stops once that is in and the
 * full widget mounts in its place (fullVersion below).
 */
function enhanceElement(checked: Enhanceable, name: string, entry: EnhancerMount): MountedRoot | undefined {
  const widget: Upgrading = { stop: undefined, root: undefined, gone: false, enhancing: true, asked: 'no' };
  const upgrade = fullVersion(checked, name, entry, widget);
  try {
    widget.stop = checked.enhance(checked.el, checked.props, upgrade) ?? undefined;
  } catch (error) {
    console.error(`[widgets] Widget "${name}" crashed; the server HTML is left as it is.`, checked.el, error);
    entry.setState('error');
    return undefined;
  } finally {
    widget.enhancing = false;
  }
  // Upgraded at once (an account's header): the full widget says when it is mounted.
  if (widget.asked === 'no') entry.mounted('mounted');
  return {
    unmount: () => {
      widget.gone = true;
      widget.stop?.();
      widget.root?.unmount();
    },
  };
}

/** An enhancer and, once asked for, its full version. */
interface Upgrading {
  stop: (() => void) | undefined;
  root: MountedRoot | undefined;
  gone: boolean;
  /** Inside enhance(): an upgrade then takes the click the entry held. */
  enhancing: boolean;
  asked: 'no' | 'yes' | 'failed';
  /** The click or key to replay on the full version, and the control marked busy for it while it loads. */
  held?: Event;
  /** Whether the full version performs `held` (false: the enhancer answered it, and only falls back to the server HTML with it). */
  replay?: boolean;
  busy?: Element | null;
}

/**
 * The enhancer's `upgrade(held)`: loads the full version once (the held control busy
 * meanwhile), stops the enhancer and mounts the full widget, which replays `held`. When it
 * cannot load (or mount), `held` goes back to the server HTML (a <details> opens, a link
 * navigates) and later calls answer false: the enhancer leaves their events to the server HTML.
 */
function fullVersion({ el, full }: Enhanceable, name: string, entry: EnhancerMount, widget: Upgrading): Upgrade {
  return (held, options) => {
    if (!full || widget.asked === 'failed') return false;
    // The controls the entry marks busy (hydrate.ts); the runtime does not import the entry's modules.
    const markBusy = (event: Event | undefined) => {
      const control = (event?.target as Element | undefined)?.closest?.('a,button,input,select,textarea,summary');
      control?.setAttribute('aria-busy', 'true');
      return control;
    };
    if (widget.asked === 'yes') {
      // Asked for already (a pointer passing over it) and still loading: this click is the one to replay.
      if (held && !widget.root && !widget.held) {
        widget.held = held;
        widget.replay = options?.replay !== false;
        widget.busy = markBusy(held);
      }
      return true;
    }
    widget.asked = 'yes';
    if (widget.enhancing) held ??= entry.held;
    widget.held = held;
    widget.replay = options?.replay !== false;
    widget.busy = markBusy(held);
    const fail = () => {
      widget.asked = 'failed';
      // The control itself: a click on a link's icon has the icon (an SVG element) for its target.
      const control = widget.busy ?? widget.held?.target;
      if (widget.held?.type === 'click' && control instanceof HTMLElement && control.isConnected) control.click();
    };
    full().then(
      (module) => {
        widget.busy?.removeAttribute('aria-busy');
        if (widget.gone) return;
        widget.stop?.();
        widget.stop = undefined;
        widget.root = mountWidget(el, name, module.default, widget.replay ? widget.held : undefined, entry.setState);
        if (!widget.root) fail();
      },
      (error: unknown) => {
        widget.busy?.removeAttribute('aria-busy');
        console.error(`[widgets] Widget "${name}" could not load its full version; the server HTML stays as it is.`, el, error);
        // Asked for as it mounted, it never was anything else: an error, as a widget that could not load.
        if (el.getAttribute('data-widget-state') !== 'mounted') entry.setState('error');
        fail();
      },
    );
    return true;
  };
}

/** What an enhancer's mount is given by the entry: the held event, and the state setters (with and without its replay). */
interface EnhancerMount {
  held: Event | undefined;
  mounted: (state: WidgetState) => void;
  setState: (state: WidgetState) => void;
}

/** What a root is rendered from, once the element, the module and the props have passed. */
interface Mountable {
  el: HTMLElement;
  render: WidgetDefinition['render'];
  props: unknown;
}

/** What an enhancer runs on, once the element, the module and the props have passed. */
interface Enhanceable {
  el: HTMLElement;
  enhance: EnhancerDefinition['enhance'];
  full: EnhancerDefinition['full'];
  props: unknown;
}

/** Checks the element and the module, then parses the props; `error` says why not, for the console. */
function checkMountable(el: Element, definition: unknown): Mountable | Enhanceable | { error: string } {
  if (!(el instanceof HTMLElement)) return { error: 'its element is not an HTML element' };
  if (isEnhancerDefinition(definition)) {
    const props = parseProps(el, definition);
    return 'error' in props ? props : { el, enhance: definition.enhance, full: definition.full, props: props.data };
  }
  if (!isWidgetDefinition(definition)) return { error: 'its module does not export a widget definition' };
  const props = parseProps(el, definition);
  return 'error' in props ? props : { el, render: definition.render, props: props.data };
}

/** The element's props (data-* attributes and its JSON script) as the widget's schema reads them. */
function parseProps(el: HTMLElement, definition: WidgetDefinition | EnhancerDefinition): { data: unknown } | { error: string } {
  const raw = readProps(el);
  if ('error' in raw) return raw;
  const parsed = definition.props.safeParse(raw.props);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(props)'}: ${i.message}`).join('; ');
    return { error: `bad props (${issues})` };
  }
  return { data: parsed.data };
}

/** Narrows an unknown module default to a widget definition. */
export function isWidgetDefinition(value: unknown): value is WidgetDefinition {
  return typeof value === 'object' && value !== null && 'props' in value && 'component' in value && typeof (value as { render?: unknown }).render === 'function';
}

/** Narrows an unknown module default to an enhancer definition. */
export function isEnhancerDefinition(value: unknown): value is EnhancerDefinition {
  return typeof value === 'object' && value !== null && 'props' in value && typeof (value as { enhance?: unknown }).enhance === 'function';
}
