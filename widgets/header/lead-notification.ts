import type { RealtimeEvent } from '../../src/api/realtime-events';
import { sameOriginUrl } from '../../src/lib/safe-redirect';
import { importAgain } from '../../src/lib/import-again';
import { query } from '../../src/lib/dom-query';

/** Puts the new request at the top of the vendor's requests list, when the page shows it. */
function addToRequestsList(text: string, href: string | undefined): void {
  const list = query('[data-requests-list]');
  if (!list) return;
  const item = document.createElement('li');
  const link = document.createElement(href ? 'a' : 'span');
  link.className = 'conversation conversation--unread';
  if (href) link.setAttribute('href', href);
  // Text, never HTML: the couple's name is theirs to choose.
  link.textContent = text;
  item.append(link);
  list.prepend(item);
}

/**
 * Spec §3/§6: a vendor's realtime `lead` event (parsed with its schema). It is announced (a
 * polite toast) and added to the requests list on the page, without a reload.
 */
export function showLeadNotification(lead: RealtimeEvent<'lead'>): void {
  void announce(lead.text);
  addToRequestsList(lead.text, sameOriginUrl(lead.url));
}

/**
 * A polite toast; the toast (and React's UI host) loads with the first notification only, so
 * an account's header follows its channel with no React. When it cannot load, the request is
 * still listed and counted.
 */
async function announce(text: string): Promise<void> {
  try {
    const { showToast } = await importAgain(() => import('../../src/ui/toast/show-toast'));
    showToast(text);
  } catch (error) {
    console.error('[widgets] Widget "header": the notification could not be shown.', error);
  }
}

/**
 * Spec §6: a vendor's realtime `adminAction` event (the site's staff acted on their account):
 * announced in a polite toast, as text.
 */
export function showAdminNotification(action: RealtimeEvent<'adminAction'>): void {
  void announce(action.text);
}
