import { adoptStyles } from '../../lib/styles';
import tokensCss from '../tokens.css?inline';
import css from './city-suggest.css?inline';
import { createSuggestListbox, type Labelled, type SuggestListbox } from './suggest-listbox';

/** How a combobox finds and takes its choices. */
export interface SuggestOptions<Suggestion extends Labelled> {
  /** The choices for what was typed; undefined when the search failed (the list stays closed). */
  search: (term: string, signal: AbortSignal) => Promise<Suggestion[] | undefined>;
  /** Puts the chosen suggestion's ids where they belong. */
  pick: (suggestion: Suggestion) => void;
  /** The person typed: what was chosen no longer matches the text (clear its ids). */
  typed: () => void;
  /** Accessible name of the list. */
  listLabel?: string;
  /** The one item of an empty list ('No results' unless given); null: an empty list stays closed. */
  emptyText?: string | null;
  /** Where the list opens (under the input unless said). */
  placement?: 'below' | 'above';
  /** Waits this long after the last keystroke (ms). */
  debounceMs: number;
  /** Shorter text is not searched. */
  minChars: number;
}

const COMBOBOX_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant', 'autocomplete'];

/**
 * Enhances a text input into an accessible combobox (ARIA 1.2, list autocomplete): what the
 * person types is searched after they pause, the matches show in a list under the input, late
 * answers of older searches are dropped, and the keyboard moves through and picks. Returns a
 * function that undoes it.
 */
export function attachSuggest<Suggestion extends Labelled>(input: HTMLInputElement, options: SuggestOptions<Suggestion>): () => void {
  adoptStyles(['ui-tokens', tokensCss], ['ui-city-suggest', css]);
  const restoreInput = makeCombobox(input);
  const listbox = createSuggestListbox<Suggestion>(input, (suggestion) => pick(suggestion), options.listLabel, options.emptyText, options.placement);
  const typing = searchAsTyped(input, listbox, options);
  const view = input.ownerDocument.defaultView ?? window;
  const pick = (suggestion: Suggestion) => {
    typing.cancel();
    input.value = suggestion.label;
    options.pick(suggestion);
    input.dispatchEvent(new Event('change', { bubbles: true }));
    listbox.clear();
  };
  // One abort takes every listener off on detach.
  const listening = new AbortController();
  const { signal } = listening;
  input.addEventListener('input', typing.onInput, { signal });
  input.addEventListener('keydown', (event) => onComboboxKey(event, listbox, pick), { signal });
  input.addEventListener('focus', () => void listbox.open(), { signal });
  // On window, in the capture phase: see closeOnEscape.
  view.addEventListener('keydown', (event) => closeOnEscape(event, input, listbox), { capture: true, signal });
  input.ownerDocument.addEventListener('pointerdown', (event) => closeOnPressOutside(event, input, listbox), { capture: true, signal });
  return () => {
    typing.cancel();
    listening.abort();
    listbox.destroy();
    restoreInput();
  };
}

/** Makes the input a list-autocomplete combobox; returns the function that puts its attributes back. */
function makeCombobox(input: HTMLInputElement): () => void {
  const original = COMBOBOX_ATTRIBUTES.map((name) => [name, input.getAttribute(name)] as const);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  // The browser's own autofill list would cover ours.
  input.setAttribute('autocomplete', 'off');
  return () => {
    for (const [name, value] of original) {
      if (value === null) input.removeAttribute(name);
      else input.setAttribute(name, value);
    }
  };
}

/** What was typed, searched: one search waiting or in flight at a time. */
interface TypedSearch {
  /** The input's listener: the ids are cleared, and the text searched once the person pauses. */
  onInput(): void;
  /** Forgets the waiting search and drops the answer of the one in flight. */
  cancel(): void;
}

function searchAsTyped<Suggestion extends Labelled>(input: HTMLInputElement, listbox: SuggestListbox<Suggestion>, options: SuggestOptions<Suggestion>): TypedSearch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The search whose answer may still be shown; any other answer is stale and dropped.
  let current: AbortController | undefined;
  const cancel = () => {
    clearTimeout(timer);
    current?.abort();
    current = undefined;
  };
  const search = async (term: string) => {
    const controller = new AbortController();
    current = controller;
    const found = await options.search(term, controller.signal);
    if (current !== controller) return;
    current = undefined;
    if (!found) return listbox.clear();
    listbox.show(found, input.ownerDocument.activeElement === input);
  };
  const onInput = () => {
    cancel();
    options.typed();
    const term = input.value.trim();
    if (term.length < options.minChars) return listbox.clear();
    timer = setTimeout(() => search(term).catch((error: unknown) => console.warn('[widgets] Suggestions failed.', error)), options.debounceMs);
  };
  return { onInput, cancel };
}

/** The arrows move through the list (opening it), Enter picks the highlighted choice, Tab closes. */
function onComboboxKey<Suggestion extends Labelled>(event: KeyboardEvent, listbox: SuggestListbox<Suggestion>, pick: (suggestion: Suggestion) => void): void {
  // Keys that compose a character (Japanese, Chinese input methods) are not meant for the list.
  if (event.isComposing) return;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    if (!listbox.isOpen && !listbox.open()) return;
    event.preventDefault();
    listbox.move(event.key === 'ArrowDown' ? 1 : -1);
  } else if (event.key === 'Enter') {
    const active = listbox.isOpen ? listbox.active : undefined;
    if (!active) return listbox.close();
    // Enter means the highlighted choice here, not submitting the form.
    event.preventDefault();
    pick(active);
  } else if (event.key === 'Tab') listbox.close();
}

/**
 * Escape in the input closes an open list. Listened for on window, in the capture phase: this
 * runs before Radix's dialog listener (document, capture), which leaves a prevented Escape
 * alone, so the first Escape closes the list and only the next the dialog.
 */
function closeOnEscape(event: KeyboardEvent, input: HTMLInputElement, listbox: SuggestListbox): void {
  if (event.key !== 'Escape' || event.target !== input || !listbox.isOpen) return;
  event.preventDefault();
  listbox.close();
}

/** A press anywhere but the input and the list closes the list. */
function closeOnPressOutside(event: PointerEvent, input: HTMLInputElement, listbox: SuggestListbox): void {
  const target = event.target as Node;
  if (!input.contains(target) && !listbox.element.contains(target)) listbox.close();
}

/** Sets a hidden field the way typing would have: form kits and trackers listen for these events. */
export function setField(field: HTMLInputElement, value: string): void {
  if (field.value === value) return;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}
