import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/dom';
import { call } from '../../src/api/call';
import { dealLayer } from '../../src/api/listing';
import { isSafeUrl } from '../../src/lib/safe-url';
import { adoptStyles } from '../../src/lib/styles';
import { FLOATING_LAYER_ATTRIBUTE, TOOLTIP_OPEN_DELAY_MS, Z_INDEX } from '../../src/ui/constants';
import tokensCss from '../../src/ui/tokens.css?inline';
import { isTapMode } from './tap-mode';
import tooltipCss from './tooltip.css?inline';

export const dealMessages = {
  loading: 'Loading the deal…',
  failed: 'The deal could not be loaded. Open the vendor to see it.',
} as const;

/** How long the pointer may take to travel from the badge onto its tooltip (WCAG 1.4.13: hoverable). */
const HOVER_GRACE_MS = 150;

let count = 0;

/**
 * Spec §3/§7: the deal tooltip of a tile's deal badge, from /listing/layer/deal, opened when the
 * badge is first pointed at, focused or tapped (tiles.ts), with no React: a role tooltip that
 * describes the badge (aria-describedby while shown), placed by floating-ui. On a desktop it
 * shows on hover (after a short delay, and the pointer may move onto it) and on focus, and a
 * click follows the link; on phones and touch screens a tap shows it instead of following the
 * link, and the next tap follows it. Escape, a press elsewhere or leaving the badge hides it.
 */
export function openDeal(link: HTMLAnchorElement): void {
  const vendorId = Number(link.closest<HTMLElement>('[data-vendor-id]')?.dataset.vendorId);
  if (!vendorId || !link.isConnected) return;
  adoptStyles(['ui-tokens', tokensCss], ['ui-tooltip', tooltipCss]);
  const tip = document.createElement('div');
  tip.className = 'tooltip';
  tip.id = `deal-tooltip-${++count}`;
  tip.setAttribute('role', 'tooltip');
  tip.setAttribute(FLOATING_LAYER_ATTRIBUTE, 'tooltip');
  Object.assign(tip.style, { position: 'absolute', top: '0', left: '0', zIndex: String(Z_INDEX.tooltip) });
  tip.textContent = dealMessages.loading;
  const tooltip = tooltipOn(link, tip);
  link.removeAttribute('aria-busy');
  tooltip.show();
  void call(dealLayer, { vendorId }).then((result) => {
    if (!result.ok) {
      tip.textContent = dealMessages.failed;
      return;
    }
    const { categoryName, title, description, url } = result.data;
    if (isSafeUrl(url)) link.href = url;
    const body = document.createElement('span');
    body.className = 'deal-tooltip';
    const category = document.createElement('strong');
    category.textContent = categoryName;
    const text = document.createElement('span');
    text.className = 'deal-tooltip__text';
    text.textContent = description;
    body.append(category, ` ${title}`, text);
    tip.replaceChildren(body);
  });
}

/** Shows and hides `tip` for `link`, by hover and focus, or by tap; returns what shows it now. */
function tooltipOn(link: HTMLAnchorElement, tip: HTMLElement) {
  let stopPlacing: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (then: () => void, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(then, ms);
  };
  const place = () =>
    void computePosition(link, tip, { placement: 'top', middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })] }).then(({ x, y }) => {
      Object.assign(tip.style, { left: `${x}px`, top: `${y}px` });
    });
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hide();
  };
  const onPress = (event: PointerEvent) => {
    if (event.target instanceof Node && !link.contains(event.target) && !tip.contains(event.target)) hide();
  };
  const show = () => {
    clearTimeout(timer);
    if (tip.isConnected) return;
    document.body.append(tip);
    link.setAttribute('aria-describedby', tip.id);
    stopPlacing = autoUpdate(link, tip, place);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
  };
  const hide = () => {
    clearTimeout(timer);
    if (!tip.isConnected) return;
    tip.remove();
    link.removeAttribute('aria-describedby');
    stopPlacing?.();
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onPress);
  };
  const leaving = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && !isTapMode()) later(hide, HOVER_GRACE_MS);
  };
  link.addEventListener('pointerenter', (event) => {
    if (event.pointerType === 'mouse' && !isTapMode()) later(show, TOOLTIP_OPEN_DELAY_MS);
  });
  link.addEventListener('pointerleave', leaving);
  tip.addEventListener('pointerenter', () => clearTimeout(timer));
  tip.addEventListener('pointerleave', leaving);
  link.addEventListener('focus', () => {
    if (!isTapMode()) show();
  });
  link.addEventListener('blur', hide);
  link.addEventListener('click', (event) => {
    // A tap on a hidden tooltip shows it; the next tap follows the link.
    if (!isTapMode() || tip.isConnected) return;
    event.preventDefault();
    show();
  });
  return { show, hide };
}
