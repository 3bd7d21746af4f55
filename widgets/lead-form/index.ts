import { defineEnhancer } from '../../src/boot/define-widget';
import { enhanceLeadForm } from './lead-form';
import { enhanceLeadFormLink, leadFormPropsSchema } from './link';

/**
 * The lead form, `data-widget="lead-form"`, in both of its server forms:
 * - a `<form>` (the storefront's, /emp-Form.php): a plain form until first used, then the lead
 *   form flow of spec §4 takes over, with no React until a next step shows a modal;
 * - a link or button to it, which opens the lead form modal (link.ts). A page's links had
 *   better say `data-widget="lead-form-link"`: their chunk is then a few kB, not the form kit.
 */
export default defineEnhancer({
  props: leadFormPropsSchema,
  enhance(element, props) {
    // Enhanced as it mounts: a kept draft is back in the form when the widget says it is mounted.
    if (element instanceof HTMLFormElement) return enhanceLeadForm(element);
    return enhanceLeadFormLink(element, props);
  },
});
