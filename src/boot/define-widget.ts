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

/** Narrows an unknown module default to a widget definition. */
export function isWidgetDefinition(value: unknown): value is WidgetDefinition {
  return typeof value === 'object' && value !== null && 'props' in value && 'component' in value;
}
