import { loadFragment } from '../../src/ui/fragment/load-fragment';
import { writeValue } from '../../src/lib/stored-value';
import { LAYERS, type LayerName } from './layers';
import { messages } from './messages';

interface ShowOptions {
  /** Whether closing a layer writes its cookie (personalization consent). */
  remember: boolean;
  signal: AbortSignal;
}

/**
 * Asks for every layer at once and puts those that came, cleaned, into the slot in the
 * server's order. A layer whose call failed (an error status, no answer, HTML without
 * content) is left out without a word: it is an announcement, nobody waits for it.
 */
export async function showLayers(slot: HTMLElement, names: LayerName[], options: ShowOptions): Promise<void> {
  const results = await Promise.all(
    // With its form controls: the layer's own close button stays, to be wired here (its text would stay without it).
    names.map((name) => loadFragment(LAYERS[name].endpoint, { isResponsive: 1 }, { forms: true, signal: options.signal, require: 'p, a[href]' })),
  );
  if (options.signal.aborted) return;
  const shown = names.flatMap((name, i) => {
    const result = results[i]!;
    return result.ok ? [layerElement(slot, name, result.fragment, result.title ?? messages.names[name], options)] : [];
  });
  if (!shown.length) return;
  const stack = document.createElement('div');
  stack.className = 'footer-layers__stack';
  stack.append(...shown);
  slot.append(stack);
}

/** One layer: its heading, its content, and a close button named after it (at the end, in reading order). */
function layerElement(slot: HTMLElement, name: LayerName, content: DocumentFragment, title: string, options: ShowOptions): HTMLElement {
  const layer = document.createElement('section');
  layer.className = 'footer-layer';
  const heading = document.createElement('h2');
  heading.className = 'footer-layer__title';
  heading.id = `footer-layer-${name}`;
  heading.textContent = title;
  layer.setAttribute('aria-labelledby', heading.id);
  const body = document.createElement('div');
  body.className = 'footer-layer__body';
  body.append(content);
  // The layer's own close (the server's HTML has one for the PHP site's script), else one of ours.
  const close = body.querySelector('button') ?? document.createElement('button');
  close.type = 'button';
  close.className = 'footer-layer__close';
  close.setAttribute('aria-label', messages.close(title));
  if (!close.textContent?.trim()) close.textContent = '×';
  close.addEventListener('click', () => closeLayer(slot, layer, name, options.remember));
  layer.append(heading, body, close);
  return layer;
}

/**
 * Removes the layer, remembered for the session when the visitor consented (spec §9); the
 * focus, when it was on the layer, goes to the next layer's close, else to the main content.
 */
function closeLayer(slot: HTMLElement, layer: HTMLElement, name: LayerName, remember: boolean): void {
  if (remember) writeValue(LAYERS[name].hidden, '1');
  const hadFocus = layer.contains(document.activeElement);
  const next = (layer.nextElementSibling ?? layer.previousElementSibling)?.querySelector<HTMLElement>('.footer-layer__close');
  layer.remove();
  if (!hadFocus) return;
  if (next && slot.contains(next)) next.focus();
  else document.getElementById('main')?.focus({ preventScroll: true });
}
