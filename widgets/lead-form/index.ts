import { defineEnhancer } from '../../src/boot/define-widget';
import { importAgain } from '../../src/lib/import-again';
import { enhanceLeadForm } from './lead-form';
import { leadFormPropsSchema, type LeadFormProps } from './props';

/**
 * The lead form, `data-widget="lead-form"`, in both of its server forms:
 * - a `<form>` (the storefront's, /emp-Form.php): a plain form until first used, then the lead
 *   form flow of spec §4 takes over, with no React until a next step shows a modal;
 * - a link or button to it, which opens the lead form modal (link.ts, loaded here only for a
 *   link). A page's links had better say `data-widget="lead-form-link"`: that chunk comes first.
 */
export default defineEnhancer({
  props: leadFormPropsSchema,
  enhance(element, props) {
    // Enhanced as it mounts: a kept draft is back in the form when the widget says it is mounted.
    if (element instanceof HTMLFormElement) return enhanceLeadForm(element, { variant: props.variant });
    return enhanceLinkLater(element, props);
  },
});

/**
 * A link given as `lead-form`: its code comes now, and a click meanwhile waits for it (then opens
 * the modal), or, when it cannot load, goes to the link's own page.
 */
function enhanceLinkLater(element: HTMLElement, props: LeadFormProps): () => void {
  let stop: (() => void) | undefined;
  let waiting: MouseEvent | undefined;
  const hold = (event: MouseEvent) => {
    if (stop || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    waiting = event;
  };
  element.addEventListener('click', hold);
  let gone = false;
  importAgain(() => import('./link')).then(
    ({ enhanceLeadFormLink }) => {
      if (gone) return;
      stop = enhanceLeadFormLink(element, props);
      if (waiting) element.click();
    },
    (error: unknown) => {
      console.error('[widgets] Widget "lead-form": the lead form could not load.', error);
      element.removeEventListener('click', hold);
      if (waiting) element.click();
    },
  );
  return () => {
    gone = true;
    element.removeEventListener('click', hold);
    stop?.();
  };
}
