/** The form's fields as the contract reads them: `name[]` fields become arrays under `name`. */
export function formFields(form: HTMLFormElement, skip: (control: Element) => boolean = () => false): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const element of form.elements) {
    const control = element as HTMLInputElement;
    if (!control.name || control.disabled || skip(control)) continue;
    if ((control.type === 'checkbox' || control.type === 'radio') && !control.checked) continue;
    if (control.type === 'submit' || control.type === 'button') continue;
    if (control.name.endsWith('[]')) {
      const name = control.name.slice(0, -2);
      const list = fields[name];
      fields[name] = [...(Array.isArray(list) ? list : []), control.value];
    } else fields[control.name] = control.value;
  }
  return fields;
}

/** A control the person cannot see (a field hidden by the e-mail check or the role). */
export function isHiddenControl(control: Element): boolean {
  return (control as HTMLInputElement).type !== 'hidden' && control.closest('[hidden]') !== null;
}
