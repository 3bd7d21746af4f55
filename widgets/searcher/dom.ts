/**
 * A new element with its attributes and children: strings go in as text (never parsed as HTML,
 * so a server's words stay words). The phone searcher's markup, with no framework.
 *
 * @example
 * element('button', { type: 'button', class: 'phone-searcher__option' }, place.label);
 */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * Puts `children` in `container` in place of what it held; the focus, if it was on an element of
 * it with a `data-key`, goes to the new element with that key (as React keeps a keyed element).
 */
export function replaceKeepingFocus(container: HTMLElement, ...children: (Node | string)[]): void {
  const active = document.activeElement;
  const key = active instanceof HTMLElement && container.contains(active) ? active.dataset.key : undefined;
  container.replaceChildren(...children);
  if (key === undefined) return;
  const again = [...container.querySelectorAll<HTMLElement>('[data-key]')].find((node) => node.dataset.key === key);
  again?.focus();
}

let count = 0;

/** An id prefix of its own, for the ids a step's labels and descriptions point to (React's useId). */
export function uniqueId(): string {
  return `phone-searcher-${++count}`;
}

/** A section named by its heading (a region for assistive technologies), as the steps' lists are. */
export function section(heading: string, ...content: Node[]): HTMLElement {
  const id = uniqueId();
  return element('section', { 'aria-labelledby': id }, element('h3', { class: 'phone-searcher__heading', id }, heading), ...content);
}
