import { call } from '../../src/api/call';
import { phoneTrace } from '../../src/api/leads';
import { getSiteConfig } from '../../src/lib/config';

/**
 * Spec §7: 'View phone' shows the vendor's number in place (a tel: link, focused, so a screen
 * reader reads it) and traces the reveal. Without JavaScript the link goes to the storefront.
 */
export function revealPhone(event: Event, link: HTMLAnchorElement): void {
  const phone = link.dataset.phone;
  const vendorId = Number(link.closest<HTMLElement>('[data-vendor-id]')?.dataset.vendorId);
  if (!phone || !vendorId) return;
  event.preventDefault();
  const reduced = getSiteConfig().reduced;
  void call(phoneTrace, { id_empresa: vendorId, ...(reduced ? { reduced } : {}) }).then((result) => {
    if (!result.ok) console.warn('[widgets] The phone reveal could not be traced.', result.error);
  });
  link.removeAttribute('data-phone');
  link.href = `tel:${phone.replace(/[^\d+]/g, '')}`;
  link.textContent = phone;
  link.focus();
}
