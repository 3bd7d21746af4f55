import { parseInert } from './csp';

/** The page being asked again, while it is: callers at the same moment share one request. */
let asking: Promise<DocumentFragment | undefined> | undefined;

/**
 * This page as the server now prints it (after a log-in: for the new session), read inertly:
 * parsed in a template, so nothing of it runs or loads. No call gives an account's saved
 * vendors or its name (spec §7: a log-in answers status and errorMessage), so what the page
 * shows for the session is read from here. Undefined when the answer fails or is not a page's.
 */
export function reprintedPage(doc: Document = document): Promise<DocumentFragment | undefined> {
  asking ??= fetch(doc.location?.href ?? location.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } })
    .then(async (answer) => (answer.ok ? parseInert(await answer.text(), doc) : undefined))
    .catch(() => undefined)
    .finally(() => {
      asking = undefined;
    });
  return asking;
}
