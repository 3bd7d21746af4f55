const adopted = new Set<string>();

/**
 * Widgets carry their CSS inside their JS chunk (imported with `?inline`) and add each sheet
 * once, on first render. The PHP page then needs no stylesheet of ours and the entry needs no
 * CSS loader: it stays a plain scanner. Call it from a component, not at import time, so an
 * unused component tree-shakes away. `sheets` are [id, css] pairs.
 */
export function adoptStyles(...sheets: [id: string, css: string][]): void {
  for (const [id, css] of sheets) {
    if (adopted.has(id) || typeof document === 'undefined') continue;
    adopted.add(id);
    const style = document.createElement('style');
    style.setAttribute('data-widget-styles', id);
    style.textContent = css;
    document.head.append(style);
  }
}
