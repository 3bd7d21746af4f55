/** A widget's stylesheet: a stable id (one `<style>` per id on the page) and its CSS text. */
export type Sheet = [id: string, css: string];

const adopted = new Set<string>();

/** Adds each sheet to the page once (for code outside React; components use useAdoptedStyles, in use-adopted-styles.ts). */
export function adoptStyles(...sheets: Sheet[]): void {
  for (const [id, css] of sheets) {
    if (adopted.has(id)) continue;
    adopted.add(id);
    const style = document.createElement('style');
    style.setAttribute('data-widget-styles', id);
    style.textContent = css;
    document.head.append(style);
  }
}
