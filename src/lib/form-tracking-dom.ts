import type { FormTracker } from './form-tracking';

/** Share of the form in view that counts as shown. */
const SHOWN_RATIO = 0.5;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Wires a form element to its tracker: `shown` the first time half of it is in view, and a
 * `change` for every named control the person changes (password fields and secret autocompletes
 * are skipped). Works for server forms and React ones alike. Returns the function that unbinds.
 */
export function bindFormTracking(form: HTMLElement, tracker: FormTracker): () => void {
  const onChange = (event: Event) => {
    const control = event.target;
    if (!isControl(control) || !control.name || isSecretControl(control)) return;
    const value = controlValue(control);
    if (value !== undefined) tracker.change(control.name, value);
  };
  form.addEventListener('change', onChange);
  const stopWatching = whenShown(form, () => tracker.shown());
  return () => {
    form.removeEventListener('change', onChange);
    stopWatching();
  };
}

function whenShown(el: Element, shown: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    shown();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some(isShown)) return;
      observer.disconnect();
      shown();
    },
    { threshold: Array.from({ length: 21 }, (_, i) => i / 20) },
  );
  observer.observe(el);
  return () => observer.disconnect();
}

/** Half the form in view, or, for a form taller than that, half the viewport filled by it. */
function isShown(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  const viewport = entry.rootBounds?.height ?? 0;
  return entry.intersectionRatio >= SHOWN_RATIO || (viewport > 0 && entry.intersectionRect.height >= viewport * SHOWN_RATIO);
}

function isControl(target: EventTarget | null): target is Control {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
}

/** Passwords, card data and one-time codes, whatever the field is called. */
function isSecretControl(control: Control): boolean {
  if (control instanceof HTMLInputElement && (control.type === 'password' || control.type === 'file')) return true;
  return /password|cc-|one-time-code/.test(control.autocomplete);
}

/** What the person chose: a checkbox's value or '' when unticked; a radio only when ticked. */
function controlValue(control: Control): string | undefined {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked ? control.value : '';
  if (control instanceof HTMLInputElement && control.type === 'radio') return control.checked ? control.value : undefined;
  if (control instanceof HTMLSelectElement && control.multiple) return Array.from(control.options).filter((option) => option.selected).map((option) => option.value).join(',');
  return control.value;
}
