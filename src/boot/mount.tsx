import { Component, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { isEnhancerDefinition, isWidgetDefinition, type EnhancerDefinition, type WidgetDefinition } from './define-widget';
import { readProps } from './read-props';
import { replayHeld } from './replay';
import type { MountedRoot, WidgetState } from './types';

/**
 * Parses the element's props with the widget's schema and mounts its React root. Bad props
 * or a render error log one console error naming the widget and the element, put the server
 * HTML back and set the state to `error`; nothing escapes to the other widgets.
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
  if ('enhance' in checked) return enhanceElement(checked, name, held, setState);
  return renderWidget(checked, name, held, setState);
}

/** Runs an enhancer on the server HTML; one that throws is reported and leaves the page as it was. */
function enhanceElement({ el, enhance, props }: Enhanceable, name: string, held: Event | undefined, setState: (state: WidgetState) => void): MountedRoot | undefined {
  let stop: (() => void) | void;
  try {
    stop = enhance(el, props);
  } catch (error) {
    console.error(`[widgets] Widget "${name}" crashed; the server HTML is left as it is.`, el, error);
    setState('error');
    return undefined;
  }
  setState('mounted');
  if (held) setTimeout(() => replayHeld(el, held));
  return { unmount: () => stop?.() };
}

/** What a root is rendered from, once the element, the module and the props have passed. */
interface Mountable {
  el: HTMLElement;
  Widget: WidgetDefinition['component'];
  props: object;
}

/** What an enhancer runs on, once the element, the module and the props have passed. */
interface Enhanceable {
  el: HTMLElement;
  enhance: EnhancerDefinition['enhance'];
  props: unknown;
}

/** Checks the element and the module, then parses the props; `error` says why not, for the console. */
function checkMountable(el: Element, definition: unknown): Mountable | Enhanceable | { error: string } {
  if (!(el instanceof HTMLElement)) return { error: 'its element is not an HTML element' };
  if (isEnhancerDefinition(definition)) {
    const props = parseProps(el, definition);
    return 'error' in props ? props : { el, enhance: definition.enhance, props: props.data };
  }
  if (!isWidgetDefinition(definition)) return { error: 'its module does not export a widget definition' };
  const props = parseProps(el, definition);
  return 'error' in props ? props : { el, Widget: definition.component, props: props.data as object };
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

/** Mounts the root inside an error boundary; a crash puts the server HTML back. */
function renderWidget({ el, Widget, props }: Mountable, name: string, held: Event | undefined, setState: (state: WidgetState) => void): MountedRoot {
  const serverNodes = Array.from(el.childNodes);
  let root: Root | undefined = createRoot(el, {
    // The boundary below reports these itself; React's default would log them twice.
    onCaughtError: () => {},
  });
  const unmount = () => {
    root?.unmount();
    root = undefined;
  };
  const fail = (error: unknown) => {
    console.error(`[widgets] Widget "${name}" crashed; the server HTML is put back.`, el, error);
    setState('error');
    // Unmount outside React's commit, then restore what the server rendered.
    setTimeout(() => {
      unmount();
      el.replaceChildren(...serverNodes);
    });
  };
  const onReady = () => {
    setState('mounted');
    if (held) setTimeout(() => replayHeld(el, held));
  };
  // A transition: React renders the widget in slices of a few ms and yields between them, so
  // mounting never blocks the page (no long task); the server HTML stays until the commit.
  startTransition(() => {
    root?.render(
      <Boundary onError={fail}>
        <Widget {...props} element={el} />
        <Ready onReady={onReady} />
      </Boundary>,
    );
  });
  return { unmount };
}

class Boundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Rendered after the widget: its effect runs once the widget's first render is committed. */
function Ready({ onReady }: { onReady: () => void }) {
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, after the first commit: a later render must not replay again
  useEffect(onReady, []);
  return null;
}
