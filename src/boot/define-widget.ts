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
}

/** Given to every widget beside its own props. */
export interface WidgetContext {
  /** The server element the widget is mounted on. */
  element: HTMLElement;
}

/**
 * Asks for the widget's full version (`full`), which replaces the enhancer; `held`, a click the
 * enhancer held for it, is then performed on the full widget (unless `replay` is false: the
 * enhancer answered it already, and the full widget takes over from there). Returns false when
 * there is none or it could not load: the enhancer then leaves the event to the server HTML.
 */
export type Upgrade = (held?: Event, options?: { replay?: boolean }) => boolean;

/**
 * A widget that enhances the server HTML in place, without a React root (which would replace
 * the element's content): it attaches behaviour and returns the function that detaches it.
 */
export interface EnhancerDefinition<P = unknown> {
  props: PropsSchema<P>;
  enhance(element: HTMLElement, props: P, upgrade: Upgrade): (() => void) | void;
  /**
   * The widget's full version (a React widget's module), when the enhancer is only its first
   * moment: loaded when the enhancer calls `upgrade` (a touch that needs it), never before.
   */
  full?: () => Promise<{ default: unknown }>;
}

/** Declares an enhancer: `export default defineEnhancer({ props: schema, enhance: (el, props) => stop })`. */
export function defineEnhancer<P>(definition: EnhancerDefinition<P>): EnhancerDefinition<P> {
  return definition;
}
