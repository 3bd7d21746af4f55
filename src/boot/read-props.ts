/** Attributes that belong to the runtime, not to the widget. */
const RUNTIME_KEYS = new Set(['widget', 'widgetState', 'hydrate']);

/**
 * The raw props the server wrote on an element: its `data-*` attributes (camel-cased, as
 * strings: the widget's schema coerces them) merged with the JSON of a direct child
 * `<script type="application/json">`, which wins on conflicts.
 */
export function readProps(el: HTMLElement): { props: Record<string, unknown> } | { error: string } {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(el.dataset)) {
    if (!RUNTIME_KEYS.has(key)) props[key] = value;
  }
  const script = el.querySelector(':scope > script[type="application/json"]');
  if (!script) return { props };
  try {
    const json: unknown = JSON.parse(script.textContent ?? '');
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return { error: 'the JSON props must be an object' };
    return { props: { ...props, ...json } };
  } catch {
    return { error: 'the JSON props are not valid JSON' };
  }
}
