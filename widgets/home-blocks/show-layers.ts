import { contestFooter, coupleChoiceAwardsFooter, promoteInboundNumberFooter } from '../../src/api/listing';
import { readValue, writeValue } from '../../src/lib/stored-value';
import { loadFragment } from '../../src/ui/fragment/load-fragment';
import { storedValues } from '../../src/lib/stored-values';
import type { LayerName } from './layers';
import { messages } from './messages';
import { byId } from '../../src/lib/dom-query';

/** Spec §9: the cookie that hides each layer when 1. */
const HIDDEN_BY = {
  contest: storedValues.hideSCF,
  'promote-inbound-number': storedValues.hidePromoteInboundNumber,
  'couple-choice-awards': storedValues.hideCCA,
} as const;

/** Spec §7: each layer's endpoint. */
const ENDPOINTS = {
  contest: contestFooter,
  'promote-inbound-number': promoteInboundNumberFooter,
  'couple-choice-awards': coupleChoiceAwardsFooter,
} as const;

interface ShowOptions {
  /** Whether closing a layer writes its cookie (personalization consent). */
  remember: boolean;
  signal: AbortSignal;
}

/**
 * Asks for every layer at once and puts each that came, cleaned, into the slot as it comes, in
 * the server's order and in its own column (a slow one keeps the others waiting for nothing and,
 * when it comes, moves none of them). A layer whose call
 * failed (an error status, no answer, HTML without content) is left out without a word: it is
 * an announcement, nobody waits for it.
 */
export async function showLayers(slot: HTMLElement, layers: LayerName[], options: ShowOptions): Promise<void> {
  // A page cached before a layer was closed (another tab, the back/forward cache) asks not for it.
  const names = layers.filter((name) => readValue(HIDDEN_BY[name]) !== '1');
  let stack: HTMLElement | undefined;
  const shown = new Map<number, HTMLElement>();
  await Promise.all(
    names.map(async (name, index) => {
      // With its form controls: the layer's own close button stays, to be wired here (its text would stay without it).
      const result = await loadFragment(ENDPOINTS[name], { isResponsive: 1 }, { forms: true, signal: options.signal, require: 'p, a[href]' });
      if (!result.ok || options.signal.aborted) return;
      const layer = layerElement(slot, name, result.fragment, result.title ?? messages.names[name], options);
      if (!stack) {
        stack = document.createElement('div');
        stack.className = 'footer-layers__stack';
        // One column per layer asked for, each layer in its own: one that comes late takes its
        // place without moving those already drawn (the CSS places them on wide screens).
        stack.style.setProperty('--footer-layers', String(names.length));
        slot.append(stack);
      }
      layer.style.gridColumn = String(index + 1);
      const after = [...shown].filter(([i, el]) => i > index && el.isConnected).sort(([a], [b]) => a - b)[0]?.[1];
      stack.insertBefore(layer, after ?? null);
      shown.set(index, layer);
    }),
  );
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
  if (remember) writeValue(HIDDEN_BY[name], '1');
  const hadFocus = layer.contains(document.activeElement);
  const next = (layer.nextElementSibling ?? layer.previousElementSibling)?.querySelector<HTMLElement>('.footer-layer__close');
  layer.remove();
  if (!hadFocus) return;
  if (next && slot.contains(next)) next.focus();
  else byId('main')?.focus({ preventScroll: true });
}
