const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [role="button"], [role="menuitem"], [tabindex]';

/**
 * Performs, on the mounted widget, the first click or key the user gave the server HTML
 * before the widget was there. The held event's target is the old (now detached) element;
 * its counterpart is the interactive element with the same id, name or accessible text.
 */
export function replayHeld(root: HTMLElement, held: Event): void {
  const original = held.target instanceof Element ? held.target.closest(INTERACTIVE) ?? held.target : null;
  const target = (original && findCounterpart(root, original)) ?? root;
  if (held.type === 'click') {
    // The mount took the server's control away, and the focus a click gave it went with it:
    // the widget's control takes it, so a dialog it opens gives the focus back there.
    if (!document.activeElement || document.activeElement === document.body) target.focus({ preventScroll: true });
    target.click();
    return;
  }
  if (!(held instanceof KeyboardEvent)) return;
  target.focus();
  if (held.key === 'Enter' || (held.key === ' ' && !isTextField(target))) {
    if (!isTextField(target)) target.click();
    return;
  }
  if (isTextField(target) && held.key.length === 1) typeInto(target, held.key);
}

function findCounterpart(root: HTMLElement, original: Element): HTMLElement | undefined {
  const candidates = Array.from(root.querySelectorAll<HTMLElement>(INTERACTIVE));
  const id = original.id;
  const name = original.getAttribute('name');
  const label = accessibleText(original);
  return (
    (id ? candidates.find((c) => c.id === id) : undefined) ??
    (name ? candidates.find((c) => c.getAttribute('name') === name) : undefined) ??
    (label ? candidates.find((c) => accessibleText(c) === label) : undefined)
  );
}

function accessibleText(el: Element): string {
  return (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function isTextField(el: HTMLElement): el is HTMLInputElement | HTMLTextAreaElement {
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && /^(text|search|email|tel|url|number|password|)$/.test(el.type));
}

/** Sets the value through the native setter so React's onChange sees the input event. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, field.value + text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
