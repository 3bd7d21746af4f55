import type { FieldProblem } from './rules';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

let generatedIds = 0;

/** The named controls of a form (a radio group gives several). */
export function controlsOf(form: HTMLFormElement, name: string): Control[] {
  return Array.from(form.elements).filter(
    (el): el is Control => (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) && el.name === name,
  );
}

/** What a field holds: a radio group's checked value, a checkbox's value when ticked ('' when not), else its value. */
export function fieldValue(controls: Control[]): string {
  const [first] = controls;
  if (!first) return '';
  if (first instanceof HTMLInputElement && (first.type === 'radio' || first.type === 'checkbox')) {
    return (controls as HTMLInputElement[]).find((c) => c.checked)?.value ?? '';
  }
  return first.value;
}

/** A field is checked only when a person can see and use it. */
export function isInUse(controls: Control[]): boolean {
  return controls.some((c) => !c.disabled && c.type !== 'hidden' && !c.closest('[hidden]'));
}

/** The element that describes the whole field: a radio group's or a checkbox group's fieldset, else the control. */
function describedElement(controls: Control[]): Element {
  const [first] = controls as [Control];
  const group = first.type === 'radio' || (first.type === 'checkbox' && controls.length > 1) ? first.closest('fieldset') : null;
  return group ?? first;
}

function idOf(element: Element): string {
  if (!element.id) element.id = `form-kit-${++generatedIds}`;
  return element.id;
}

function setDescribedBy(element: Element, id: string, on: boolean): void {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((token) => token && token !== id);
  if (on) ids.push(id);
  if (ids.length) element.setAttribute('aria-describedby', ids.join(' '));
  else element.removeAttribute('aria-describedby');
}

/**
 * Shows a field's problem under it (GOV.UK's pattern): a message element after the field's
 * label and hint, named by the control's aria-describedby so a screen reader reads it on
 * focus, and aria-invalid on the controls. The message is text, never HTML. `announce`: the
 * message is an alert of its own (a form with no summary to announce it).
 */
export function showFieldProblem(controls: Control[], problem: FieldProblem, announce = false): void {
  const described = describedElement(controls);
  const errorId = `${idOf(described)}-error`;
  const container = controls[0]!.closest('.field, fieldset') ?? controls[0]!.parentElement!;
  let box = container.ownerDocument.getElementById(errorId);
  if (!box) {
    box = container.ownerDocument.createElement('p');
    box.id = errorId;
    box.className = 'form-kit__field-error';
    if (announce) box.setAttribute('role', 'alert');
    container.append(box);
  }
  box.replaceChildren(problem.message);
  if (problem.action) {
    const { label, run } = problem.action;
    const button = container.ownerDocument.createElement('button');
    button.type = 'button';
    button.className = 'form-kit__suggestion';
    button.textContent = label;
    button.addEventListener('click', run);
    box.append(' ', button);
  }
  setDescribedBy(described, errorId, true);
  for (const control of controls) control.setAttribute('aria-invalid', 'true');
  container.classList.add('form-kit--invalid');
}

/** Takes a field's problem away, under the field and in the summary. */
export function clearFieldProblem(form: HTMLFormElement, controls: Control[]): void {
  if (!controls.length) return;
  form.querySelector(`:scope > .form-kit__summary li[data-field="${CSS.escape(controls[0]!.name)}"]`)?.remove();
  const described = describedElement(controls);
  const errorId = `${described.id}-error`;
  if (described.id) described.ownerDocument.getElementById(errorId)?.remove();
  setDescribedBy(described, errorId, false);
  for (const control of controls) control.removeAttribute('aria-invalid');
  controls[0]!.closest('.form-kit--invalid')?.classList.remove('form-kit--invalid');
}

/**
 * The form's general message area (the server's errorMessage, a network failure): the
 * server's `.form__error` / `[data-form-error]` element when it has one, else one added
 * before the submit button. role="alert", so the message is announced when it appears.
 */
export function generalArea(form: HTMLFormElement): HTMLElement {
  let area = form.querySelector<HTMLElement>('[data-form-error], .form__error');
  if (!area) {
    area = form.ownerDocument.createElement('div');
    area.className = 'form__error';
    area.hidden = true;
    const submit = form.querySelector('[type="submit"]');
    if (submit) submit.before(area);
    else form.append(area);
  }
  area.setAttribute('role', 'alert');
  return area;
}

/** Shows (or, with undefined, hides) the general message, as text. */
export function showGeneral(form: HTMLFormElement, message: string | undefined): void {
  const area = generalArea(form);
  area.textContent = message ?? '';
  area.hidden = !message;
}

/**
 * The error summary at the top of the form: every problem, each a link that moves focus to
 * its field. Announced (role="alert") when it appears; removed when there is nothing to show.
 */
export interface SummaryItem {
  name: string;
  focusTarget: Control;
  message: string;
}

export function showSummary(form: HTMLFormElement, problems: SummaryItem[], title: string): void {
  form.querySelector(':scope > .form-kit__summary')?.remove();
  if (!problems.length) return;
  const doc = form.ownerDocument;
  const summary = doc.createElement('div');
  summary.className = 'form-kit__summary';
  summary.setAttribute('role', 'alert');
  const heading = doc.createElement('p');
  heading.className = 'form-kit__summary-title';
  heading.textContent = title;
  const list = doc.createElement('ul');
  for (const { name, focusTarget, message } of problems) {
    const link = doc.createElement('a');
    link.href = `#${idOf(focusTarget)}`;
    link.textContent = message;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      focusTarget.focus();
    });
    const item = doc.createElement('li');
    item.dataset.field = name;
    item.append(link);
    list.append(item);
  }
  summary.append(heading, list);
  form.prepend(summary);
}
