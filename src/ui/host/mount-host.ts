import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

const roots = new Map<string, Root>();

/**
 * Mounts `element` once, in its own React root inside a `<div data-ui-host="name">` appended to
 * document.body, and returns true when this call created it.
 *
 * Alerts and toasts are called from any widget (and from plain code with no React tree), so they
 * cannot live inside one widget's root: a widget unmounted by boot would take them away. The map
 * is module-level, and the module is shared by every widget chunk, so each host exists once a page.
 */
export function mountUiHost(name: string, element: ReactNode): boolean {
  if (roots.has(name)) return false;
  const container = document.createElement('div');
  container.setAttribute('data-ui-host', name);
  document.body.append(container);
  const root = createRoot(container);
  root.render(element);
  roots.set(name, root);
  return true;
}
