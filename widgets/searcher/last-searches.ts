import { readValue, writeValue } from '../../src/lib/stored-value';
import { LAST_SEARCHES_MAX, storedValues, type LastSearch } from '../../src/lib/stored-values';
import { sitePath } from '../../src/lib/safe-redirect';
import { phoneMessages as m } from './messages';

const LABEL_MAX = 120;
const URL_MAX = 300;

/** The list with `search` first: no other entry with its url, at most LAST_SEARCHES_MAX. */
export function withLastSearch(list: readonly LastSearch[], search: LastSearch): LastSearch[] {
  return [search, ...list.filter((entry) => entry.url !== search.url)].slice(0, LAST_SEARCHES_MAX);
}

/**
 * The search a submit of the searcher's GET form makes, as a last search: its label (what, and
 * where) and the URL the form goes to, without the empty fields. Undefined when nothing was asked.
 */
export function searchOfForm(form: HTMLFormElement): LastSearch | undefined {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const what = text('txtStrSearch');
  const where = text('txtLocalidad');
  if (!what && !where) return undefined;
  const action = new URL(form.getAttribute('action') || location.pathname, location.href);
  const url = `${action.pathname}?${searchQuery(form)}`;
  if (url.length > URL_MAX) return undefined;
  return { label: m.lastSearchLabel(what || m.anywhere, where).slice(0, LABEL_MAX), url };
}

/** The query the form's GET sends, without its empty fields. */
export function searchQuery(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim()) query.append(name, value.trim());
  return query.toString();
}

/** Keeps the search the form is submitting at the head of the last searches (the cookie). */
export function rememberSearch(form: HTMLFormElement): void {
  const search = searchOfForm(form);
  if (search) writeValue(storedValues.lastSearches, withLastSearch(readValue(storedValues.lastSearches) ?? [], search));
}

/** The last searches to offer: only those whose url is a path of this site (the cookie is the visitor's to change). */
export function lastSearches(): LastSearch[] {
  return (readValue(storedValues.lastSearches) ?? []).flatMap((entry) => {
    const url = sitePath(entry.url);
    return url ? [{ label: entry.label, url }] : [];
  });
}
