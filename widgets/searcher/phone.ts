import { importAgain } from '../../src/lib/import-again';
import { openModalOnClick } from '../../src/ui/host/modal-click';
import { CATEGORY_FIELDS, fieldValues } from './suggestions';

/** Where the phone searcher's modal starts: its first step (with what was typed), or 'Where' with a category. */
export type PhoneStart = { step: 'what'; text: string } | { step: 'where'; text?: string; category?: { label: string; fields: Record<string, string> } };

/** Keys that open the modal from the field: Enter, the down arrow, and a character (typed into the modal). */
function opensModal(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key === 'Enter' || event.key === 'ArrowDown' || event.key.length === 1;
}

/**
 * The searcher below the tablet width (spec §2): the form's fields and its category buttons open
 * the full-screen modal, whose code (no React) loads at that touch and not before. Should it fail
 * to load, the plain form stays as the server gave it and searches as without JavaScript.
 * Returns the stop.
 */
export function enhancePhoneSearcher(form: HTMLFormElement): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  let failed = false;
  let loading = false;
  const open = (start: PhoneStart, fallback: () => void) => {
    // A second tap while the code comes opens nothing more.
    if (loading) return;
    loading = true;
    form.setAttribute('aria-busy', 'true');
    importAgain(() => import('./phone-searcher'))
      .then(({ openPhoneSearcher }) => {
        if (!signal.aborted) openPhoneSearcher(form, start);
      })
      .catch((error: unknown) => {
        failed = true;
        console.error('[widgets] Widget "searcher": the phone searcher could not load.', error);
        fallback();
      })
      .finally(() => {
        loading = false;
        form.removeAttribute('aria-busy');
      });
  };
  const stops = [() => listening.abort()];
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name="txtStrSearch"], input[name="txtLocalidad"]')) {
    const start = (text: string): PhoneStart => (input.name === 'txtStrSearch' ? { step: 'what', text } : { step: 'where', text });
    input.setAttribute('aria-haspopup', 'dialog');
    stops.push(() => input.removeAttribute('aria-haspopup'));
    input.addEventListener('click', () => failed || open(start(input.value), () => input.focus()), { signal });
    input.addEventListener(
      'keydown',
      (event) => {
        if (failed || !opensModal(event)) return;
        event.preventDefault();
        open(start(input.value + (event.key.length === 1 ? event.key : '')), () => input.focus());
      },
      { signal },
    );
  }
  for (const link of form.querySelectorAll<HTMLAnchorElement>('a[data-search-fields]')) {
    const fields = fieldValues(CATEGORY_FIELDS, Object.fromEntries(new URLSearchParams(link.dataset.searchFields)));
    const category = { label: link.textContent?.trim() ?? '', fields };
    // A link that could not open the modal goes to its listing, as without JavaScript.
    stops.push(openModalOnClick(link, () => (failed ? location.assign(link.href) : open({ step: 'where', category }, () => location.assign(link.href)))));
  }
  return () => stops.forEach((stop) => stop());
}
