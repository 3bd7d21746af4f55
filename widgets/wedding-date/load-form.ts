import { call } from '../../src/api/call';
import { weddingDateModal } from '../../src/api/vendor-manager';
import { sanitizeFormHtml } from '../../src/lib/safe-html';

/**
 * Spec §7 GET /tools/WeddingDate?isResponsive=1: the server's wedding-date form, cleaned (no
 * script, handler or action survives), without its own heading (the modal names itself). Null
 * when it cannot be had (network, HTTP, DOMPurify's chunk) or holds no date field.
 */
export async function loadWeddingDateForm(signal: AbortSignal): Promise<DocumentFragment | null> {
  const result = await call(weddingDateModal, { isResponsive: 1 }, { signal });
  if (!result.ok) return null;
  let fragment: DocumentFragment;
  try {
    fragment = await sanitizeFormHtml(result.data);
  } catch {
    return null;
  }
  fragment.querySelector('h1, h2, h3')?.remove();
  // They named the heading just removed; the dialog's title names the whole.
  fragment.querySelectorAll('[aria-labelledby]').forEach((element) => element.removeAttribute('aria-labelledby'));
  const form = fragment.querySelector('form');
  if (!form?.querySelector('[name="date"]')) return null;
  // The cleaner drops the action: should the kit ever let a submit through, it goes nowhere else.
  form.method = 'get';
  return fragment;
}
