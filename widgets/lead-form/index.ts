import * as z from 'zod/mini';
import { id } from '../../src/api/id-schema';
import { defineEnhancer } from '../../src/boot/define-widget';
import { importAgain } from '../../src/lib/import-again';
import { openModalOnClick } from '../../src/ui/host/modal-click';
import { requestLeadForm } from './form-request';
import { enhanceLeadForm } from './lead-form';

const optionalId = z.optional(id);

/** The lead form modal's code, tried once more when it fails. */
const loadModal = () => importAgain(() => import('./open-lead-form'));

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
    // The modal's code (React, the dialog) is asked for now: a link's widget mounts when it is
    // touched, so the click that opens it is on its way. When it cannot load (tried twice), the
    // link's own page does the job. A click with a modifier key (a new tab) keeps the link's page.
    let modal: ReturnType<typeof loadModal> | undefined;
    const load = () => {
      const loading = (modal ??= loadModal());
      loading.catch(() => {
        if (modal === loading) modal = undefined;
      });
      return loading;
    };
    load();
    const href = element instanceof HTMLAnchorElement ? element.href : undefined;
    return openModalOnClick(element, () => {
      const request = { ...props, vendorId };
      const source = requestLeadForm(request);
      element.setAttribute('aria-busy', 'true');
      load().then(
        ({ openLeadForm }) => openLeadForm(request, source),
        (error: unknown) => {
          console.error('[widgets] Widget "lead-form": the lead form could not load.', error);
          if (href) location.assign(href);
        },
      ).finally(() => element.removeAttribute('aria-busy'));
    });
  },
});
