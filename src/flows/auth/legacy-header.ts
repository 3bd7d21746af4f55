import { call } from '../../api/call';
import { loginHeaderUpdate } from '../../api/header';
import { sanitizeHtml } from '../../lib/safe-html';

/**
 * Spec §4 "header refreshed": a page whose header is the PHP site's own markup (not the header
 * widget, which re-reads the session itself) marks the part to refresh with
 * `data-header-update`; after a log-in it is replaced by what /users-login-header-update.php
 * renders for the new session, cleaned like any server fragment. A failed call, or a sanitiser
 * that cannot load (twice), leaves it as it was: its links still reach the server's pages, which
 * know the session. Never rejects.
 */
export async function refreshLegacyHeader(doc: Document = document): Promise<void> {
  const regions = Array.from(doc.querySelectorAll<HTMLElement>('[data-header-update]'));
  if (!regions.length) return;
  const answer = await call(loginHeaderUpdate, { isResponsive: 1 });
  if (!answer.ok) return;
  try {
    for (const region of regions) region.replaceChildren(await sanitizeHtml(answer.data, doc));
  } catch (error) {
    console.error('[widgets] After the log-in, the header could not be refreshed.', error);
  }
}
