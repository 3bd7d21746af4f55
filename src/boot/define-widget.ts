import type { ComponentType } from 'react';

/** The part of a zod schema the runtime needs; keeps zod itself out of the boot chunks. */
export interface PropsSchema<P> {
  safeParse(input: unknown): { success: true; data: P } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** What a widget module exports by default. */
export interface WidgetDefinition<P = unknown> {
  /** Parses the element's props (data-* attributes and its JSON script). */
  props: PropsSchema<P>;
  component: ComponentType<P & WidgetContext>;
}

/** Given to every widget beside its own props. */
export interface WidgetContext {
  /** The server element the widget is mounted on. */
  element: HTMLElement;
}

/** Declares a widget: `export default defineWidget({ props: headerPropsSchema, component: Header })`. */
export function defineWidget<P>(definition: WidgetDefinition<P>): WidgetDefinition<P> {
  return definition;
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

/** Narrows an unknown module default to a widget definition. */
export function isWidgetDefinition(value: unknown): value is WidgetDefinition {
  return typeof value === 'object' && value !== null && 'props' in value && 'component' in value;
}

/** Narrows an unknown module default to an enhancer definition. */
export function isEnhancerDefinition(value: unknown): value is EnhancerDefinition {
  return typeof value === 'object' && value !== null && 'props' in value && typeof (value as { enhance?: unknown }).enhance === 'function';
}
