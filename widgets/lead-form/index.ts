import * as z from 'zod/mini';
import { defineEnhancer } from '../../src/boot/define-widget';
import { enhanceLeadForm } from '../../src/leads/lead-form';

/**
 * A server lead form (the storefront's, /emp-Form.php, the landing forms). It works as a plain
 * form until the person first uses it; then the lead form flow of spec §4 takes over.
 */
export default defineEnhancer({
  props: z.object({}),
  enhance(element) {
    const form = element instanceof HTMLFormElement ? element : element.querySelector('form');
    if (!form) throw new Error('the lead-form widget needs a <form>');
    return enhanceLeadForm(form);
  },
});
