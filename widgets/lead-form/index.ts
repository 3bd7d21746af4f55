import * as z from 'zod/mini';
import { id } from '../../src/api/id-schema';
import { defineEnhancer } from '../../src/boot/define-widget';
import { openModalOnClick } from '../../src/ui/host/modal-link';
import { enhanceLeadForm } from './lead-form';
import { openLeadForm } from './open-lead-form';

const optionalId = z.optional(id);

/**
 * The lead form, in both of its server forms:
 * - a `<form>` (the storefront's, /emp-Form.php): a plain form until first used, then the lead
 *   form flow of spec §4 takes over;
 * - a link or button to it (a vendor tile's "Request pricing", a deal's, an event's): without
 *   JavaScript it goes to /emp-Form.php; enhanced, it opens the lead form modal on the page.
 * One widget for both keeps the entry script's list of widgets short (every page loads it).
 */
export default defineEnhancer({
  props: z.object({
    vendorId: optionalId,
    frmInsert: optionalId,
    promotionId: optionalId,
    eventId: optionalId,
    storefrontId: optionalId,
    variant: z.optional(z.enum(['main', 'half', 'coupon', 'event', 'vlist'])),
  }),
  enhance(element, props) {
    // Enhanced as it mounts: a kept draft is back in the form when the widget says it is mounted.
    if (element instanceof HTMLFormElement) return enhanceLeadForm(element);
    const { vendorId } = props;
    if (vendorId === undefined) throw new Error('a lead-form link needs data-vendor-id');
    // A click with a modifier key (a new tab or window) keeps the link's own page.
    return openModalOnClick(element, () => openLeadForm({ ...props, vendorId }));
  },
});
