import { citySuggestMessages } from './messages';

/** What the list needs of a choice: the text it shows. */
export interface Labelled {
  label: string;
}

/** The list under a combobox input and its live region; it knows nothing of the network. */
export interface SuggestListbox<Suggestion extends Labelled = Labelled> {
  readonly element: HTMLUListElement;
  readonly isOpen: boolean;
  /** The highlighted suggestion, if any. */
  readonly active: Suggestion | undefined;
  /** Replaces the items (the empty text when none, or nothing at all), announces how many, and opens if asked. */
  show(suggestions: readonly Suggestion[], open: boolean): void;
  /** Opens when there is something to show (suggestions or 'No results'). True if open. */
  open(): boolean;
  close(): void;
  /** Moves the highlight one item down (1) or up (-1), wrapping at both ends. */
  move(step: 1 | -1): void;
  /** Closes and forgets the items, so focusing the input does not bring them back. */
  clear(): void;
  /** Takes the list and the live region out of the page. */
  destroy(): void;
}

const CONTAINER_CLASS = 'city-suggest';
/** Spec §9: an option less than 90% visible is scrolled into view when highlighted. */
const SCROLL_INTO_VIEW_BELOW = 0.9;
let instances = 0;

/** Builds the listbox right after `input` (after its label when the label wraps it) and wires `input` to it. */
export function createSuggestListbox<Suggestion extends Labelled>(
  input: HTMLInputElement,
  onPick: (suggestion: Suggestion) => void,
  listLabel: string = citySuggestMessages.listLabel,
  /** The one item of an empty list; null: an empty list stays closed. */
  emptyText: string | null = citySuggestMessages.noResults,
  /** Where the list opens: under the input, or above it (an input at the foot of its box, as the chat's). */
  placement: 'below' | 'above' = 'below',
): SuggestListbox<Suggestion> {
  const { list, status, unmount } = mountListbox(input, listLabel);
  let items: Suggestion[] = [];
  let active = -1;
  const highlight = (index: number) => {
    active = index;
    markActive(input, list, index, items.length);
  };
  const close = () => {
    setExpanded(input, list, false, placement);
    highlight(-1);
  };
  const open = () => {
    if (!list.firstChild) return false;
    setExpanded(input, list, true, placement);
    return true;
  };
  listenForPicks(list, (index) => {
    const picked = items[index];
    if (picked) onPick(picked);
  });
  return {
    element: list,
    get isOpen() {
      return !list.hidden;
    },
    get active() {
      return items[active];
    },
    show(suggestions, shouldOpen) {
      items = [...suggestions];
      renderOptions(list, items, emptyText);
      highlight(-1);
      status.textContent = items.length ? citySuggestMessages.resultsAvailable(items.length) : (emptyText ?? '');
      if (shouldOpen) open();
      else close();
    },
    open,
    close,
    move(step) {
      if (!items.length) return;
      highlight(active < 0 && step < 0 ? items.length - 1 : (active + step + items.length) % items.length);
    },
    clear() {
      close();
      items = [];
      list.replaceChildren();
      status.textContent = '';
    },
    destroy: unmount,
  };
}

/**
 * Puts the (hidden) list and its live region after the input, or after a label that wraps it,
 * and marks their container as the list's positioning context. `unmount` undoes it.
 */
function mountListbox(input: HTMLInputElement, listLabel: string): { list: HTMLUListElement; status: HTMLDivElement; unmount: () => void } {
  // Inside a wrapping <label>, the options' text would become part of the input's name.
  const anchor = input.closest('label') ?? input;
  const container = anchor.parentElement;
  const ownsClass = !!container && !container.classList.contains(CONTAINER_CLASS);
  if (ownsClass) container.classList.add(CONTAINER_CLASS);
  const list = document.createElement('ul');
  list.id = `${input.id || `city-suggest-${++instances}`}-listbox`;
  list.className = 'city-suggest__list';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', listLabel);
  list.hidden = true;
  const status = document.createElement('div');
  status.setAttribute('role', 'status');
  status.className = 'ui-visually-hidden';
  anchor.after(list, status);
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-expanded', 'false');
  const unmount = () => {
    list.remove();
    status.remove();
    if (ownsClass) container.classList.remove(CONTAINER_CLASS);
  };
  return { list, status, unmount };
}

/** Shows the list under the input, or hides it, and says which on the input. */
function setExpanded(input: HTMLInputElement, list: HTMLUListElement, expanded: boolean, placement: 'below' | 'above'): void {
  if (expanded) place(input, list, placement);
  list.hidden = !expanded;
  input.setAttribute('aria-expanded', String(expanded));
}

function optionsOf(list: HTMLUListElement): HTMLLIElement[] {
  return [...list.querySelectorAll<HTMLLIElement>('li[role="option"]')];
}

/** Marks the option at `index` selected and the input's active descendant (none past the `count` choices). */
function markActive(input: HTMLInputElement, list: HTMLUListElement, index: number, count: number): void {
  const options = optionsOf(list);
  options.forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
  const option = options[index];
  if (option && index < count) {
    input.setAttribute('aria-activedescendant', option.id);
    reveal(option, list);
  } else input.removeAttribute('aria-activedescendant');
}

/** The items as options (ids from the list's), or the one empty item, or nothing when `emptyText` is null. */
function renderOptions(list: HTMLUListElement, items: readonly Labelled[], emptyText: string | null): void {
  list.replaceChildren(...(items.length ? items.map((item, i) => optionItem(`${list.id}-${i}`, item.label)) : emptyText === null ? [] : [emptyItem(emptyText)]));
}

/** Calls `pickAt` with the index of the option clicked (-1 off the options). */
function listenForPicks(list: HTMLUListElement, pickAt: (index: number) => void): void {
  // Pressing an option must not take focus from the input: the person goes on typing or choosing.
  const keepFocus = (event: Event) => event.preventDefault();
  list.addEventListener('pointerdown', keepFocus);
  list.addEventListener('mousedown', keepFocus);
  list.addEventListener('click', (event) => {
    const option = (event.target as Element).closest('li[role="option"]');
    pickAt(option ? optionsOf(list).indexOf(option as HTMLLIElement) : -1);
  });
}

function optionItem(id: string, label: string): HTMLLIElement {
  const item = document.createElement('li');
  item.id = id;
  item.className = 'city-suggest__option';
  item.setAttribute('role', 'option');
  item.setAttribute('aria-selected', 'false');
  // Text, never HTML: city names come from the server and may hold anything.
  item.textContent = label;
  return item;
}

function emptyItem(text: string): HTMLLIElement {
  const item = optionItem('', text);
  item.removeAttribute('id');
  item.classList.add('city-suggest__option--empty');
  item.setAttribute('aria-disabled', 'true');
  return item;
}

/** Lines the list up with the input inside the positioned container (labels or hints may sit beside it). */
function place(input: HTMLInputElement, list: HTMLElement, placement: 'below' | 'above'): void {
  if (placement === 'above') {
    // From the bottom edge of the box both are placed in (the list is hidden yet: the input's offset parent) up to the input's top.
    list.style.top = 'auto';
    list.style.bottom = `${(input.offsetParent?.clientHeight ?? 0) - input.offsetTop}px`;
    list.style.marginBottom = '4px';
  } else list.style.top = `${input.offsetTop + input.offsetHeight}px`;
  list.style.left = `${input.offsetLeft}px`;
  if (input.offsetWidth) list.style.width = `${input.offsetWidth}px`;
}

function reveal(option: HTMLElement, list: HTMLElement): void {
  const height = option.offsetHeight;
  if (!height) return;
  const top = option.offsetTop - list.scrollTop;
  const visible = Math.min(top + height, list.clientHeight) - Math.max(top, 0);
  if (visible / height < SCROLL_INTO_VIEW_BELOW) option.scrollIntoView({ block: 'nearest' });
}
