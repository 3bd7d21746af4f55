import type { ComponentType } from 'react';
import type { MountedRoot, WidgetState } from './types';

/** The part of a zod schema the runtime needs; keeps zod itself out of the boot chunks. */
export interface PropsSchema<P> {
  safeParse(input: unknown): { success: true; data: P } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** What a React widget module exports by default (`defineWidget` in react-widget.tsx makes one). */
export interface WidgetDefinition<P = unknown> {
  /** Parses the element's props (data-* attributes and its JSON script). */
  props: PropsSchema<P>;
  component: ComponentType<P & WidgetContext>;
  /**
   * Mounts the component's React root on the element. It comes with the definition, from the
   * module that holds React: the runtime itself never imports React, so a page whose widgets
   * only enhance the server's HTML never loads it.
   */
  render(el: HTMLElement, props: P, name: string, setState: (state: WidgetState) => void): MountedRoot;
  /**
   * Called once the widget's code is in, just before its root renders, with the click or key the
   * server HTML was given meanwhile: what that touch will need (the header's Log in: the layer's
   * code) starts loading beside the render instead of after it.
   */
  prepare?(held: Event | undefined): void;
}

/** Given to every widget beside its own props. */
export interface WidgetContext {
  /** The server element the widget is mounted on. */
  element: HTMLElement;
}

/**
 * A widget that enhances the server HTML in place, without a React root (which would replace
 * the element's content): it attaches behaviour and returns the function that detaches it.
 */
export interface EnhancerDefinition<P = unknown> {
  props: PropsSchema<P>;
  enhance(element: HTMLElement, props: P): (() => void) | void;
}

/** Declares an enhancer: `export default defineEnhancer({ props: schema, enhance: (el, props) => stop })`. */
export function defineEnhancer<P>(definition: EnhancerDefinition<P>): EnhancerDefinition<P> {
  return definition;
}
