import { emit } from '../../lib/events';
import { reprintedPage } from '../../lib/reprinted-page';

const HEARTS = '[data-widget="favourite-button"][data-vendor-id]';

/**
 * Spec §4/§6: after a log-in on the page, every heart shows the account's state at once, not on
 * the next page. No call lists an account's favourites: the page itself is asked again, as the
 * server now prints it for the session, and read inertly (src/lib/reprinted-page.ts). Each heart takes
 * its aria-pressed and its form (the save or the delete, the no-JavaScript path) from there, and
 * the hearts' store hears the states (`favourites:known`).
 * A page without hearts asks nothing; a failed or late answer leaves the hearts as they were.
 */
export async function refreshHearts(doc: Document = document): Promise<void> {
  if (!doc.querySelector(HEARTS)) return;
  const page = await reprintedPage(doc);
  if (!page) return;
  const fresh = new Map<number, HTMLElement>();
  for (const heart of page.querySelectorAll<HTMLElement>(HEARTS)) fresh.set(Number(heart.dataset.vendorId), heart);
  const saved: Record<number, boolean> = {};
  for (const [vendorId, printed] of fresh) saved[vendorId] = printed.getAttribute('aria-pressed') === 'true';
  // A heart's code running: it paints every heart, leaving a vendor toggled on the page as the
  // person left it (widgets/favourite-button/favourites.ts). None yet: nothing was toggled here.
  if (doc.querySelector(`${HEARTS}[data-widget-state="mounted"]`)) return void emit('favourites:known', { saved });
  for (const heart of doc.querySelectorAll<HTMLElement>(HEARTS)) {
    const printed = fresh.get(Number(heart.dataset.vendorId));
    if (!printed) continue;
    heart.setAttribute('aria-pressed', printed.getAttribute('aria-pressed') === 'true' ? 'true' : 'false');
    takeForm(heart, printed);
  }
}

/** The heart's server form as now printed: its action and hidden fields (the no-JavaScript path). */
function takeForm(heart: HTMLElement, printed: HTMLElement): void {
  const form = heart.closest('form');
  const printedForm = printed.closest('form');
  if (!form || !printedForm) return;
  form.setAttribute('action', printedForm.getAttribute('action') ?? form.getAttribute('action') ?? '');
  for (const field of form.querySelectorAll('input[type="hidden"]')) field.remove();
  for (const field of printedForm.querySelectorAll('input[type="hidden"]')) form.prepend(field.cloneNode(true));
}
