import { call } from '../../src/api/call';
import type { AnswerOf } from '../../src/api/endpoint';
import { suggestCategories } from '../../src/api/searcher';
import { safeRedirectUrl } from '../../src/lib/safe-redirect';
import type { LastSearch } from '../../src/lib/stored-values';
import { answerOf, type Answer } from './answer';
import { element, replaceKeepingFocus, section, uniqueId } from './dom';
import { phoneMessages as m } from './messages';
import { categoryOptions, searchTerm, type SearchOption } from './suggestions';

/** What the person searches for: a category (with the form fields it sets) or words. */
export interface WhatChoice {
  label: string;
  fields: Record<string, string>;
}

/** A step of the phone searcher: its markup, its field to focus once shown, and its stop. */
export interface PhoneStep {
  element: HTMLElement;
  /** Focuses the step's field (a person opened the modal to type). */
  focus(): void;
  /** Drops its pending calls and timers (the step goes away). */
  stop(): void;
}

export interface WhatStepOptions {
  initialText: string;
  /** The form's fields sent with each suggest call (spec §7 'form fields plus searchText'). */
  formFields: () => Record<string, string>;
  lastSearches: readonly LastSearch[];
  /** Debounce of the suggest calls (spec §9: 600 ms). */
  debounceMs: number;
  onChoose: (what: WhatChoice) => void;
}

type CategoriesAnswer = AnswerOf<typeof suggestCategories>;

/**
 * The modal's first step, 'Start your search': the field, the categories (the featured ones
 * before anything is typed) and vendors found by name, and the last searches as links. Enter
 * searches the words typed; a category goes on to 'Where'; a vendor opens its storefront.
 */
export function whatStep({ initialText, formFields, lastSearches, debounceMs, onChoose }: WhatStepOptions): PhoneStep {
  const id = uniqueId();
  const input = element('input', { id: `${id}-what`, type: 'search', autocomplete: 'off', enterkeyhint: 'next', 'aria-describedby': `${id}-status` });
  input.value = initialText;
  const form = element('form', { class: 'phone-searcher__field' }, element('label', { for: input.id }, m.whatLabel), input);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    onChoose({ label: input.value.trim(), fields: {} });
  });
  const status = element('output', { id: `${id}-status`, class: 'ui-visually-hidden' });
  const results = element('div', { class: 'phone-searcher__results' });
  const step = element('div', { class: 'phone-searcher__step' }, form, status, results);
  if (lastSearches.length > 0) step.append(lastSearchList(lastSearches));

  let shown: CategoriesAnswer | undefined;
  const answering = answerOf<CategoriesAnswer>((answer) => {
    const options = answer.data ? categoryOptions(answer.data.data.categories, answer.data.data.vendors) : [];
    showStatus(status, answer, options.length);
    if (answer.data === shown && answer.data !== undefined) return;
    shown = answer.data;
    replaceKeepingFocus(results, ...(options.length > 0 ? [optionList(options, onChoose)] : []));
  });
  const ask = () => {
    const term = searchTerm(input.value);
    answering.ask(term, debounceMs, (signal) => call(suggestCategories, { ...formFields(), searchText: term }, { signal }));
  };
  input.addEventListener('input', ask);
  ask();
  return { element: step, focus: () => input.focus(), stop: answering.stop };
}

/** The live status under a field: the failure (shown), or the count of results (for screen readers). */
export function showStatus(status: HTMLOutputElement, answer: Answer<unknown>, count: number | undefined): void {
  status.className = answer.failed ? 'phone-searcher__notice' : 'ui-visually-hidden';
  status.textContent = answer.failed ? m.unavailable : answer.loading || count === undefined ? '' : m.results(count);
}

function optionList(options: SearchOption[], onChoose: (what: WhatChoice) => void): HTMLElement {
  const items = options.map((option, index) => {
    const key = `${option.kind}-${index}`;
    if (option.kind === 'vendor') return element('li', {}, element('a', { class: 'phone-searcher__option', href: safeRedirectUrl(option.url), 'data-key': key }, option.label));
    const button = element('button', { type: 'button', class: 'phone-searcher__option', 'data-key': key }, option.label);
    button.addEventListener('click', () => onChoose({ label: option.label, fields: option.fields }));
    return element('li', {}, button);
  });
  return section(m.categoriesLabel, element('ul', { class: 'phone-searcher__list' }, ...items));
}

/** The last searches (newest first), each a link to the listing it landed on. */
function lastSearchList(searches: readonly LastSearch[]): HTMLElement {
  const items = searches.map((search) => element('li', {}, element('a', { class: 'phone-searcher__option', href: search.url }, search.label)));
  return section(m.lastSearches, element('ul', { class: 'phone-searcher__list' }, ...items));
}
