import { leadMessages as m } from './messages';

/**
 * Spec §2/§4, the half form's "textarea edit": the prepared message reads as text (read-only,
 * still the form's field, still checked) with an Edit button; editing makes it writable, and
 * Cancel puts back what it said before and leaves editing.
 */
export function attachMessageEdit(form: HTMLFormElement): () => void {
  const message = form.querySelector<HTMLTextAreaElement>('textarea[name="message"]');
  if (!message) return () => {};
  const actions = document.createElement('div');
  actions.className = 'lead-form__message-actions';
  const edit = button(m.editMessage);
  const cancel = button(m.cancelEdit);
  actions.append(edit, cancel);
  message.after(actions);
  let before = message.value;

  const setEditing = (editing: boolean) => {
    message.readOnly = !editing;
    message.classList.toggle('lead-form__message--collapsed', !editing);
    edit.hidden = editing;
    cancel.hidden = !editing;
  };
  edit.addEventListener('click', () => {
    before = message.value;
    setEditing(true);
    message.focus();
  });
  cancel.addEventListener('click', () => {
    message.value = before;
    message.dispatchEvent(new Event('input', { bubbles: true }));
    setEditing(false);
    edit.focus();
  });
  // A problem found in the message opens it for editing.
  const onInvalid = () => {
    if (message.getAttribute('aria-invalid') === 'true' && message.readOnly) setEditing(true);
  };
  const observer = new MutationObserver(onInvalid);
  observer.observe(message, { attributes: true, attributeFilter: ['aria-invalid'] });
  setEditing(false);
  return () => {
    observer.disconnect();
    actions.remove();
    message.readOnly = false;
    message.classList.remove('lead-form__message--collapsed');
  };
}

function button(label: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  return element;
}
