import { defineEnhancer } from '../../src/boot/define-widget';
import { importAgain } from '../../src/lib/import-again';
import { busyUntil } from '../../src/ui/busy';
import { openModalOnClick } from '../../src/ui/host/modal-click';
import { requestLeadForm } from './form-request';
import { leadFormPropsSchema, type LeadFormProps } from './props';

/** The lead form modal's code, tried once more when it fails. */
const loadModal = () => importAgain(() => import('./open-lead-form'));

/**
 * A link or button to a lead form (a vendor tile's "Request pricing", a deal's, an event's):
 * without JavaScript it goes to /emp-Form.php; enhanced, it opens the lead form modal. Its
 * widget mounts when it is touched, so the modal's code (React, the dialog) is asked for at
 * once, and the vendor's form at the click, beside it; busy meanwhile. When the code cannot
 * load (tried twice), the link's own page does the job. A click with a modifier key (a new tab)
 * keeps the link's page.
 */
export function enhanceLeadFormLink(element: HTMLElement, props: LeadFormProps): () => void {
  const { vendorId } = props;
  if (vendorId === undefined) throw new Error('a lead-form link needs data-vendor-id');
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
    busyUntil(element, load()).then(
      ({ openLeadForm }) => openLeadForm(request, source),
      (error: unknown) => {
        console.error('[widgets] Widget "lead-form": the lead form could not load.', error);
        if (href) location.assign(href);
      },
    );
  });
}

/**
 * `data-widget="lead-form-link"`: the link alone, without the form kit a `<form>` needs (which
 * the modal brings), so a tile's touch fetches a few kB before the modal's code.
 */
export default defineEnhancer({ props: leadFormPropsSchema, enhance: enhanceLeadFormLink });
