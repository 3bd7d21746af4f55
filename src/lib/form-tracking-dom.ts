import type { FormTracker } from './form-tracking';
import { watchInView } from './in-view';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Wires a form element to its tracker: `shown` the first time half of it is in view, a
 * `typing` for every keystroke and a `change` for every named control the person changes
 * (password fields and secret autocompletes are skipped). Works for server forms and React ones alike. Returns the function that unbinds.
 */
export function bindFormTracking(form: HTMLElement, tracker: FormTracker): () => void {
  const listen = (report: (field: string, value: string) => void) => (event: Event) => {
    const control = event.target;
    if (!isControl(control) || !control.name || isSecretControl(control)) return;
    const value = controlValue(control);
    if (value !== undefined) report(control.name, value);
  };
  const onChange = listen(tracker.change);
  // Each keystroke keeps the abandon pending with what is typed (nothing is sent for it).
  const onInput = listen(tracker.typing);
  form.addEventListener('change', onChange);
  form.addEventListener('input', onInput);
  const stopWatching = watchInView([form], () => tracker.shown());
  return () => {
    form.removeEventListener('change', onChange);
    form.removeEventListener('input', onInput);
    stopWatching();
  };
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
