import { adoptStyles } from '../../src/lib/styles';
import { openDialog, type DialogHandle } from '../../src/ui/modal/dialog';
import tokensCss from '../../src/ui/tokens.css?inline';
import { lastSearches } from './last-searches';
import { phoneMessages as m } from './messages';
import type { PhoneStart } from './phone';
import css from './phone-searcher.css?inline';
import { CATEGORY_FIELDS, fieldValues, LOCATION_FIELDS, SEARCHER_DEBOUNCE_MS } from './suggestions';
import { whatStep, type PhoneStep, type WhatChoice } from './what-step';
import { whereStep } from './where-step';
import type { PlaceChoice } from './where-tabs-data';

/** The phone searcher open now: a new open replaces it (each open starts afresh). */
let current: DialogHandle | undefined;

/**
 * Opens the phone searcher's full-screen modal over the page, for the server's GET form `form`:
 * a choice there fills the form (its hidden fields, what and where) and submits it, so the search
 * lands where the desktop's does. Each open starts afresh; focus goes back to what had it. With
 * no framework, on the page's dialog (src/ui/modal/dialog.ts): no React comes with the touch.
 */
export function openPhoneSearcher(form: HTMLFormElement, start: PhoneStart): void {
  current?.close();
  adoptStyles(['ui-tokens', tokensCss], ['searcher-phone', css]);
  let step: PhoneStep | undefined;
  const what: WhatChoice | undefined = start.step === 'where' ? (start.category ?? whatOfForm(form)) : undefined;
  const dialog = openDialog({
    title: what ? m.whereTitle : m.startTitle,
    variant: 'fullscreen',
    className: 'phone-searcher',
    onClose: () => step?.stop(),
  });
  if (!dialog) return;
  current = dialog;
  const offered = lastSearches();
  const show = (next: PhoneStep) => {
    step?.stop();
    step = next;
    dialog.body.replaceChildren(next.element);
    next.focus();
  };
  const showWhat = (initialText: string) => {
    dialog.setTitle(m.startTitle);
    show(whatStep({ initialText, formFields: () => formFields(form), lastSearches: offered, debounceMs: SEARCHER_DEBOUNCE_MS, onChoose: showWhere }));
  };
  const showWhere = (chosen: WhatChoice) => {
    dialog.setTitle(m.whereTitle);
    // The place the page's field holds (typed there, or the one the server remembers), with its fields.
    const initialText = start.step === 'where' && start.text !== undefined ? start.text : placeOfForm(form);
    const initialFields = initialText !== '' && initialText === placeOfForm(form, true) ? formFields(form) : {};
    show(
      whereStep({
        what: chosen,
        initialText,
        initialFields,
        debounceMs: SEARCHER_DEBOUNCE_MS,
        onBack: () => showWhat(chosen.label),
        onClear: () => clearPlace(form),
        onSearch: (where) => search(chosen, where),
      }),
    );
  };
  const search = (chosen: WhatChoice, where: PlaceChoice) => {
    submitSearch(form, chosen, where);
    dialog.setLoading(true);
  };
  if (what) showWhere(what);
  else showWhat(start.step === 'what' ? start.text : '');
}

/** The server form's field `name`. */
const fieldOf = (form: HTMLFormElement, name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);

/** Sets the server form's field `name`, when it has one. */
function setField(form: HTMLFormElement, name: string, value: string): void {
  const field = fieldOf(form, name);
  if (field) field.value = value;
}

/** The words of the form's place field (`asServed`: as the server printed them, its remembered place). */
function placeOfForm(form: HTMLFormElement, asServed = false): string {
  const field = fieldOf(form, 'txtLocalidad');
  return (asServed ? field?.defaultValue : field?.value) ?? '';
}

/** Empties the form's place: its words and its location fields. */
function clearPlace(form: HTMLFormElement): void {
  for (const name of ['txtLocalidad', ...LOCATION_FIELDS]) setField(form, name, '');
}

/** The form's hidden fields, sent with each suggest call. */
function formFields(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...LOCATION_FIELDS, ...CATEGORY_FIELDS].map((name) => [name, fieldOf(form, name)?.value ?? '']));
}

/** What the form holds now: the category its hidden fields name, with the words of its field. */
function whatOfForm(form: HTMLFormElement): WhatChoice {
  const value = (name: string) => fieldOf(form, name)?.value ?? '';
  return { label: value('txtStrSearch'), fields: fieldValues(CATEGORY_FIELDS, Object.fromEntries(CATEGORY_FIELDS.map((name) => [name, value(name)]))) };
}

/** Fills the server's form with the choices and submits it: the GET the desktop searcher sends too. */
function submitSearch(form: HTMLFormElement, what: WhatChoice, where: PlaceChoice): void {
  setField(form, 'txtStrSearch', what.label);
  setField(form, 'txtLocalidad', where.label);
  for (const name of CATEGORY_FIELDS) setField(form, name, what.fields[name] ?? '');
  for (const name of LOCATION_FIELDS) setField(form, name, where.fields[name] ?? '');
  form.requestSubmit();
}
