import { call } from '../../src/api/call';
import { countrySelector } from '../../src/api/layers';
import { sanitizeHtml } from '../../src/lib/safe-html';

/**
 * Spec §7 GET /country-selector: the server's HTML, cleaned, without its own heading (the modal
 * names itself). Null when it cannot be had (network, HTTP, DOMPurify's chunk) or holds no link.
 */
export async function loadCountries(signal: AbortSignal): Promise<DocumentFragment | null> {
  const result = await call(countrySelector, {}, { signal });
  if (!result.ok) return null;
  let fragment: DocumentFragment;
  try {
    fragment = await sanitizeHtml(result.data);
  } catch {
    return null;
  }
  withoutOwnHeading(fragment);
  return fragment.querySelector('a[href]') ? fragment : null;
}

/** Drops the fragment's first heading and the labels that pointed at it (they would point at nothing). */
function withoutOwnHeading(fragment: DocumentFragment): void {
  const heading = fragment.querySelector('h1, h2, h3');
  if (!heading) return;
  const id = heading.id;
  heading.remove();
  if (!id) return;
  fragment.querySelectorAll('[aria-labelledby]').forEach((element) => {
    const rest = (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter((ref) => ref && ref !== id);
    if (rest.length) element.setAttribute('aria-labelledby', rest.join(' '));
    else element.removeAttribute('aria-labelledby');
  });
}
