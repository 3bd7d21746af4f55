import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';

const optionalId = z.optional(z.coerce.number().check(z.int(), z.positive()));

/**
 * A vendor tile's "Request pricing" / "Message vendor" link (or a deal's, an event's): without
 * JavaScript it goes to /emp-Form.php; enhanced, it opens the lead form modal on this page.
 */
export default defineEnhancer({
  props: z.object({ vendorId: z.coerce.number().check(z.int(), z.positive()), frmInsert: optionalId, promotionId: optionalId, eventId: optionalId }),
  enhance(element, props) {
    const open = (event: MouseEvent) => {
      // A new tab or window keeps the link's own page.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      void import('../../src/leads/open-lead-form').then(({ openLeadForm }) => openLeadForm(props));
    };
    element.addEventListener('click', open);
    return () => element.removeEventListener('click', open);
  },
});
