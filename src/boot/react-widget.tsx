import { Component, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { WidgetDefinition } from './define-widget';
import type { MountedRoot, WidgetState } from './types';

/**
 * Declares a React widget: `export default defineWidget({ props: headerPropsSchema, component: Header })`.
 * The definition brings the React mount with it, so React loads with the widget's chunk (in
 * the same wave: the build puts this module in React's chunk), never with the runtime.
 */
export function defineWidget<P>(definition: Pick<WidgetDefinition<P>, 'props' | 'component'>): WidgetDefinition<P> {
  return {
    ...definition,
    render: (el, props, name, setState) => renderWidget(el, definition.component, props, name, setState),
  };
}

/** Mounts the root inside an error boundary; a crash puts the server HTML back. */
function renderWidget<P>(
  el: HTMLElement,
  Widget: WidgetDefinition<P>['component'],
  props: P,
  name: string,
  setState: (state: WidgetState) => void,
): MountedRoot {
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
  const onReady = () => setState('mounted');
  // A transition: React renders the widget in slices of a few ms and yields between them, so
  // mounting never blocks the page (no long task); the server HTML stays until the commit.
  startTransition(() => {
    root?.render(
      <Boundary onError={fail}>
        <Widget {...(props as P & object)} element={el} />
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
