import { call } from '../../src/api/call';
import type { ApiResult } from '../../src/api/errors';
import { addVendor, deleteFavourite, markHired } from '../../src/api/vendor-manager';
import { sameOriginUrl } from '../../src/lib/safe-redirect';
import { busyUntil } from '../../src/ui/busy';
import { refreshCounts } from './counts';
import { vendorManagerMessages as messages } from './messages';

// Each action does in place what the server's link or form does (the no-JavaScript path): the
// call, then the row changed and the result said in the page's status region. A failed call
// leaves the row as it was and says so; a session that ended goes the server's way (to log in).

/** Says `message` in the page's live region (role="status"), as news or as a failure. */
function say(root: HTMLElement, message: string, tone: 'done' | 'error'): void {
  const status = root.querySelector<HTMLElement>('[role="status"]');
  if (!status) return;
  status.dataset.tone = tone;
  status.textContent = message;
}

/** A 401: the session ended; the server's own link or form sends the couple to log in. */
function loggedOut(result: ApiResult<unknown>): boolean {
  return !result.ok && result.error.kind === 'http' && result.error.status === 401;
}

/** The vendor a tile's action is about, as the server wrote it on the actions. */
function vendorNameOf(control: Element): string {
  return control.closest<HTMLElement>('[data-vendor-name]')?.dataset.vendorName ?? '';
}

/** The category of a tile's action: its Remove link's id_categ. */
function categoryOfAction(control: Element): string | null {
  const remove = control.closest('[data-vendor-name]')?.querySelector<HTMLAnchorElement>('a[href*="VendorsDelete"]');
  return remove ? new URL(remove.href).searchParams.get('id_categ') : null;
}

/** A site path for `path`, keeping the ?country= the server's links carry. */
function sitePath(path: string, from: URL, query: Record<string, string> = {}): string {
  const target = new URL(path, from);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  const country = from.searchParams.get('country');
  if (country) target.searchParams.set('country', country);
  return target.pathname + target.search;
}

/** "Mark as hired" (/tools/VendorsReserved?idEmpresa): the link becomes the 'Hired' badge. */
export async function hireInPlace(root: HTMLElement, link: HTMLAnchorElement, url: URL): Promise<void> {
  const name = vendorNameOf(link);
  const vendorId = url.searchParams.get('idEmpresa') ?? '';
  const result = await busyUntil(link, call(markHired, { idEmpresa: Number(vendorId) }));
  if (loggedOut(result)) return location.assign(url.href);
  if (!result.ok) return say(root, messages.hireFailed(name), 'error');
  const badge = document.createElement('a');
  badge.className = 'badge badge--inline badge--hired manager__action';
  badge.href = sitePath('/vendor-profile-hired', url, { vendorId });
  badge.setAttribute('aria-label', messages.hiredLabel(name));
  badge.textContent = messages.hiredBadge;
  link.replaceWith(badge);
  refreshCounts(root, categoryOfAction(badge), 0);
  badge.focus();
  say(root, messages.hired(name), 'done');
}

/** "Remove" (/tools/VendorsDelete?id_empresa&id_categ): the tile goes; the focus goes to the list's heading. */
export async function removeInPlace(root: HTMLElement, link: HTMLAnchorElement, url: URL): Promise<void> {
  const name = vendorNameOf(link);
  const idCateg = url.searchParams.get('id_categ');
  const payload = { id_empresa: Number(url.searchParams.get('id_empresa')), ...(idCateg ? { id_categ: Number(idCateg) } : {}) };
  const result = await busyUntil(link, call(deleteFavourite, payload));
  if (loggedOut(result)) return location.assign(url.href);
  if (!result.ok) return say(root, messages.removeFailed(name), 'error');
  link.closest('li')?.remove();
  refreshCounts(root, idCateg, -1);
  showEmptyState(root);
  root.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus();
  say(root, messages.removed(name), 'done');
}

/** The add form (/tools/VendorsAddRun): the vendor's tile, which the server left in a template, joins the list. */
export async function addInPlace(root: HTMLElement, form: HTMLFormElement): Promise<void> {
  const select = form.elements.namedItem('id_empresa');
  if (!(select instanceof HTMLSelectElement) || !select.value) return;
  const option = select.selectedOptions[0];
  const template = root.querySelector<HTMLTemplateElement>(`template[data-vendor-tile="${Number(select.value)}"]`);
  const name = template?.content.querySelector<HTMLElement>('[data-vendor-name]')?.dataset.vendorName ?? option?.text ?? '';
  const idCateg = (form.elements.namedItem('id_categ') as HTMLInputElement | null)?.value;
  const button = form.querySelector('button[type="submit"]') ?? form;
  const result = await busyUntil(button, call(addVendor, { id_empresa: Number(select.value), ...(idCateg ? { id_categ: Number(idCateg) } : {}) }));
  if (loggedOut(result)) return form.submit();
  if (!result.ok) return say(root, messages.addFailed(name), 'error');
  // Without the tile (a page that printed none), the server's page shows it.
  if (!template) return location.reload();
  root.querySelector('ul.tile-grid--manager')?.append(template.content.cloneNode(true));
  template.remove();
  option?.remove();
  refreshCounts(root, idCateg ?? null, 1);
  showEmptyState(root);
  if (!select.options.length) {
    form.hidden = true;
    root.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus();
  }
  say(root, messages.added(name), 'done');
}

/** The venue list's form: marks the chosen venue hired, then back to referrerUrl when it is this site's. */
export async function hireFromVenueList(root: HTMLElement, form: HTMLFormElement): Promise<void> {
  const chosen = form.querySelector<HTMLInputElement>('input[name="idEmpresa"]:checked');
  if (!chosen) return;
  const name = chosen.closest('label')?.querySelector('strong')?.textContent ?? '';
  const referrerUrl = (form.elements.namedItem('referrerUrl') as HTMLInputElement | null)?.value;
  const button = form.querySelector('button[type="submit"]') ?? form;
  const result = await busyUntil(button, call(markHired, { idEmpresa: Number(chosen.value) }));
  if (loggedOut(result)) return form.submit();
  if (!result.ok) return say(root, messages.hireFailed(name), 'error');
  say(root, messages.hired(name), 'done');
  // A look-alike host (or anything not this origin) is never followed: the manager instead.
  location.assign(sameOriginUrl(referrerUrl) ?? sitePath('/tools/Vendors', new URL(location.href)));
}

/** The list shows when it has tiles, the empty message when it has none. */
function showEmptyState(root: HTMLElement): void {
  const grid = root.querySelector<HTMLElement>('ul.tile-grid--manager');
  if (!grid) return;
  const empty = grid.children.length === 0;
  grid.hidden = empty;
  const message = root.querySelector<HTMLElement>('.manager__saved > .empty');
  if (message) message.hidden = !empty;
}
